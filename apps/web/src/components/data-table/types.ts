import type { ReactNode } from 'react';

/** One column of a DataTable, declared once per screen (module scope or useMemo: keep it stable). */
export interface DataColumn<T> {
  /** Stable id: the key of remembered widths and of the cell. */
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** The server's order field; a column without one is not sortable. */
  sortField?: string;
  /** Default width in px (160 when absent). */
  width?: number;
  /** Smallest width a drag may reach; never below Limits.columnMinWidth (50). */
  minWidth?: number;
  /** Default true (false for the growing column). */
  resizable?: boolean;
  /**
   * This column takes the width the others leave (default: the first column); its `width` is then
   * its minimum.
   */
  grow?: boolean;
  /** Let the text wrap instead of ending in an ellipsis. */
  wrap?: boolean;
}

/** What the toolbar slot receives when the table has selection checkboxes. */
export interface DataTableSelection<T> {
  /** The selected rows among the loaded ones, in list order. */
  rows: T[];
  ids: string[];
  clear: () => void;
}
