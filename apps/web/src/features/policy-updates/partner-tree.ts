export interface PartnerNode {
  id: number;
  name: string;
  parentId: number | null;
  hasUpdates: boolean;
  isPartner: boolean;
}

export interface TreeNode extends PartnerNode {
  depth: number;
  children: TreeNode[];
}

/** The flat policyUpdatesForPartner rows as a tree (roots: nodes whose parent is not listed), order kept. */
export function buildTree(nodes: readonly PartnerNode[]): TreeNode[] {
  const byId = new Map<number, TreeNode>();
  for (const n of nodes) byId.set(n.id, { ...n, depth: 0, children: [] });
  const roots: TreeNode[] = [];
  for (const n of nodes) {
    const node = byId.get(n.id)!;
    const parent = n.parentId === null ? undefined : byId.get(n.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const setDepth = (list: TreeNode[], depth: number) => {
    for (const n of list) {
      n.depth = depth;
      setDepth(n.children, depth + 1);
    }
  };
  setDepth(roots, 0);
  return roots;
}

/** Depth-first rows, skipping the children of collapsed partners. */
export function visibleRows(roots: readonly TreeNode[], collapsed: ReadonlySet<number>): TreeNode[] {
  const out: TreeNode[] = [];
  const walk = (list: readonly TreeNode[]) => {
    for (const n of list) {
      out.push(n);
      if (!collapsed.has(n.id)) walk(n.children);
    }
  };
  walk(roots);
  return out;
}
