/**
 * A page's code, fetched again when its download fails: once after `waits[0]` ms, again after `waits[1]` ms, then the
 * failure stands (the page's error is shown). A connection dropped on a busy counter's network, or a server closing
 * an idle connection just as the browser reuses it, should not leave staff a blank page.
 */
export async function retryImport<M>(load: () => Promise<M>, waits: readonly number[] = [1000, 3000]): Promise<M> {
  for (const wait of waits) {
    try {
      return await load();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
  return load();
}
