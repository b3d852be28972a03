// As ./react.ts, for the calls JSX compiles to: `e(…)` instead of `(0,ns.jsx)(…)` for every element.
import * as runtime from 'react/jsx-runtime';

export const { Fragment, jsx, jsxs } = runtime;
