// A frame's element in its parent, which Playwright asks for with a `context` locator that
// ESR 140's browsingContext.locateNodes does not know (docs/decisions.md, "Three engines").

/** Every frame element in the document and in the open shadow roots within it, with its window. */
const FRAMES = `() => {
  const found = [];
  const walk = (root) => {
    for (const element of root.querySelectorAll('*')) {
      if (element.localName === 'iframe' || element.localName === 'frame')
        found.push([element, element.contentWindow]);
      if (element.shadowRoot) walk(element.shadowRoot);
    }
  };
  walk(document);
  return found;
}`;

/** The same search done in the parent's own script, when ESR refused the locator. */
export function frameElementSearch(sent, answer) {
  const { method, params } = sent;
  if (method !== 'browsingContext.locateNodes' || params?.locator?.type !== 'context') return;
  if (answer.type !== 'error' || answer.error !== 'invalid argument') return;
  const frame = params.locator.value.context;
  return {
    method: 'script.callFunction',
    params: {
      functionDeclaration: FRAMES,
      target: { context: params.context },
      awaitPromise: false,
      serializationOptions: { maxDomDepth: 0 },
    },
    // The element whose window is the frame: what locateNodes would have answered.
    toAnswer: (result) => {
      const pairs = result.result?.value ?? [];
      const pair = pairs.find(({ value }) => value?.[1]?.value?.context === frame);
      return { nodes: pair ? [pair.value[0]] : [] };
    },
  };
}
