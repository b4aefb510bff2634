/** The data of the first event of a live stream (server-sent events), read with fetch and then closed. */
export async function firstLiveEvent(url: string): Promise<string> {
  const controller = new AbortController();
  const reader = (await fetch(url, { signal: controller.signal })).body!.getReader();
  let text = '';
  while (!text.includes('\n\n')) {
    const { value, done } = await reader.read();
    if (done) break;
    text += new TextDecoder().decode(value);
  }
  controller.abort();
  return /^data: (.*)$/m.exec(text)?.[1] ?? '';
}
