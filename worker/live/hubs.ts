import type { Bindings } from '../env';
import type { LiveHub } from './hub';

/**
 * The live object of a name (`customer:<id>`, `product:<id>`, `payment:<public id>`, `once:<key>`), or null when
 * the Worker has no LIVE binding.
 */
export function hubOf(
  env: Pick<Bindings, 'LIVE'>,
  name: string,
): DurableObjectStub<LiveHub> | null {
  const namespace = env.LIVE as DurableObjectNamespace<LiveHub> | undefined;
  return namespace ? namespace.get(namespace.idFromName(name)) : null;
}

export const productHub = (productId: number) => `product:${productId}`;
export const paymentHub = (publicId: string) => `payment:${publicId}`;
export const onceHub = (key: string) => `once:${key}`;
