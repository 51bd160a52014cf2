/** Series colours shared by the chart and its legend (kept apart so uPlot stays lazy). */
export const TOTAL_COLOR = '#93c5fd';
export const AC_COLOR = '#10b981';
