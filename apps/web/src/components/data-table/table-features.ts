import {
  columnResizingFeature,
  columnSizingFeature,
  rowExpandingFeature,
  rowSelectionFeature,
  tableFeatures,
} from '@tanstack/react-table';

/** The TanStack Table features every DataTable registers (sorting and paging are the server's). */
export const dataTableFeatures = tableFeatures({
  columnSizingFeature,
  columnResizingFeature,
  rowExpandingFeature,
  rowSelectionFeature,
});

export type DataTableFeatures = typeof dataTableFeatures;
