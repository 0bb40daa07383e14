import type { DashboardWidget } from '../../schema/dashboard';

export interface WidgetBodyProps {
  widget: DashboardWidget;
}
