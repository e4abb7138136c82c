import { Parser } from 'htmlparser2';

/**
 * How deep the elements of some HTML nest (`<ul><li>` is 2), counted by htmlparser2's streaming
 * parser, which keeps its own stack: deep input cannot overflow the call stack here.
 */
export function nestingDepth(html: string): number {
  let depth = 0;
  let deepest = 0;
  const parser = new Parser({
    onopentag() {
      depth += 1;
      if (depth > deepest) deepest = depth;
    },
    onclosetag() {
      depth -= 1;
    },
  });
  parser.end(html);
  return deepest;
}
