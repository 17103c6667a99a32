/**
 * Builds an alternation of literal words shaped as a trie ("pass(?:port|eport)"): V8 then
 * follows one branch per character instead of trying every word at every position. Longer
 * words come before their prefixes, so the longest word wins at a position.
 */
export function trieSource(words: readonly string[]): string {
  const root = new Map<string, TrieNode>();
  let hasWords = false;
  for (const word of words) {
    if (word.length === 0) continue;
    hasWords = true;
    let level = root;
    let node: TrieNode | undefined;
    for (const ch of word) {
      node = level.get(ch);
      if (!node) {
        node = { end: false, next: new Map() };
        level.set(ch, node);
      }
      level = node.next;
    }
    node!.end = true;
  }
  return hasWords ? print(root) : '[^\\s\\S]';
}

interface TrieNode {
  end: boolean;
  next: Map<string, TrieNode>;
}

const escapeChar = (ch: string) => ch.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

function print(level: Map<string, TrieNode>): string {
  const parts = [...level].map(([ch, node]) => {
    const rest = node.next.size > 0 ? print(node.next) : '';
    if (!rest) return escapeChar(ch);
    if (node.end) return `${escapeChar(ch)}(?:${rest})?`;
    return node.next.size === 1 ? escapeChar(ch) + rest : `${escapeChar(ch)}(?:${rest})`;
  });
  return parts.length === 1 ? parts[0]! : parts.join('|');
}
