// parse5 5.x (the WHATWG HTML parser, as browsers parse) ships no types; the corpus test uses
// only this much of its default tree.
declare module 'parse5' {
  export type Attribute = { name: string; value: string; namespace?: string };
  export type Node = {
    nodeName: string;
    tagName?: string;
    namespaceURI?: string;
    attrs?: Attribute[];
    value?: string;
    data?: string;
    childNodes?: Node[];
    content?: Node;
  };
  export function parse(html: string): Node;
}
