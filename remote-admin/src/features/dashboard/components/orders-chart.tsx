import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardFigures } from 'shared-contracts/api/dashboard';
import { intlTag, type Locale } from 'shared-contracts/i18n/locale';

type OrdersChartProps = {
  days: DashboardFigures['days'];
  locale: Locale;
  labels: { orders: string; value: string };
};

/**
 * Orders (bars, left axis) and goods value in yuan (line, right axis) per day. The dashboard's only chart library
 * code: this module is imported lazily, so Recharts is a chunk of the dashboard page alone (docs/dashboard.md).
 * Hidden from assistive technology, which reads the table beside it instead; no keyboard layer, so nothing inside
 * the hidden part can take focus.
 */
export default function OrdersChart({ days, locale, labels }: OrdersChartProps) {
  const chart = useChart({
    data: days.map((d) => ({ day: d.day, orders: d.orders, value: d.goodsValue / 100 })),
    series: [{ name: 'orders', color: 'teal.solid', label: labels.orders }, { name: 'value', color: 'orange.solid', label: labels.value }],
  });
  const tag = intlTag(locale);
  const dayText = (day: string) => new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
  const yuan = new Intl.NumberFormat(tag, { style: 'currency', currency: 'CNY', notation: 'compact' });
  return (
    <Chart.Root chart={chart} maxH="xs" aria-hidden="true">
      <ComposedChart data={chart.data} accessibilityLayer={false} margin={{ left: 0, right: 0 }}>
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis dataKey={chart.key('day')} tickFormatter={dayText} tickLine={false} stroke={chart.color('border')} minTickGap={16} />
        <YAxis yAxisId="orders" allowDecimals={false} tickLine={false} axisLine={false} width={40} />
        <YAxis yAxisId="value" orientation="right" tickFormatter={(v: number) => yuan.format(v)} tickLine={false} axisLine={false} width={64} />
        <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={100} content={<Chart.Tooltip />} labelFormatter={(day) => dayText(String(day))} />
        <Bar yAxisId="orders" dataKey={chart.key('orders')} name={labels.orders} fill={chart.color('teal.solid')} isAnimationActive={false} />
        <Line yAxisId="value" dataKey={chart.key('value')} name={labels.value} stroke={chart.color('orange.solid')} dot={false} strokeWidth={2} isAnimationActive={false} />
      </ComposedChart>
    </Chart.Root>
  );
}
