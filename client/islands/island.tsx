import type { ComponentType } from 'react';
import { serializeForScript } from '../../shared/json';
import type { IslandName } from './registry';

/**
 * Server side of an island: the component rendered in place, its props serialised (escaped) in the
 * script right after it. client/entry.tsx hydrates each [data-island] with those props.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
}) {
  return (
    <>
      <div className="island" data-island={name}>
        <Component {...props} />
      </div>
      <script
        type="application/json"
        data-island-props=""
        dangerouslySetInnerHTML={{ __html: serializeForScript(props) }}
      />
    </>
  );
}
