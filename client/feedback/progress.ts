import { startBar } from './loading-bar';
import { beginLoading } from './loading';

/** An in-page update (a list): the top bar after 200 ms and the loading indicator after 1 s. */
export function startProgress(): (failed?: boolean) => void {
  const finishBar = startBar();
  const end = beginLoading();
  return (failed) => {
    finishBar(failed);
    end();
  };
}
