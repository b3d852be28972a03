// React's npm package is CommonJS. Imported from it directly, every call in the bundle reads
// `(0,ns.useState)(…)` through esbuild's interop object; through this module (client/build.mjs
// points our `react` imports here) it is a plain `useState(…)`. Only the names our code uses.
import * as React from 'react';

export const {
  createContext,
  forwardRef,
  lazy,
  startTransition,
  StrictMode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} = React;
