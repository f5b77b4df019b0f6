/*
 * jsdom lays nothing out, so every element reports no boxes and looks hidden to tabbable (focus-trap's
 * "is it visible" check). In a test, an element in the document is visible unless hidden by attribute.
 */
Element.prototype.getClientRects = function getClientRects(this: Element) {
  const hidden = this.closest('[hidden]') !== null || !this.isConnected;
  const rect = new DOMRect(0, 0, hidden ? 0 : 1, hidden ? 0 : 1);
  const list = hidden ? [] : [rect];
  const boxes: unknown = Object.assign(list, { item: (index: number) => list[index] ?? null });
  return boxes as DOMRectList;
};
