import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardFigures } from 'shared-contracts/api/dashboard';
import { intlTag, type Locale } from 'shared-contracts/i18n/locale';

type OrdersChartProps = {
  days: DashboardFigures['days'];
  locale: Locale;
  labels: { orders: string; value: string };
};

/** Chakra's colour tokens as the CSS variables the theme defines, so the chart follows light and dark mode. */
const token = (name: string) => `var(--chakra-colors-${name.replace('.', '-')})`;

/**
 * Orders (bars, left axis) and goods value in yuan (line, right axis) per day. The dashboard's only chart code: this
 * module is imported lazily, so Recharts is a chunk of the dashboard page alone (docs/dashboard.md). Recharts directly,
 * not `@chakra-ui/charts`: that package imports `@chakra-ui/react`'s main entry, which the federation does not share
 * (the portal shares Chakra's subpath modules), so its hooks met a second Chakra without a provider.
 * Hidden from assistive technology, which reads the table beside it; no keyboard layer, so nothing hidden takes focus.
 */
export default function OrdersChart({ days, locale, labels }: OrdersChartProps) {
  const data = days.map((d) => ({ day: d.day, orders: d.orders, value: d.goodsValue / 100 }));
  const tag = intlTag(locale);
  const dayText = (day: string) => new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
  const yuan = new Intl.NumberFormat(tag, { style: 'currency', currency: 'CNY', notation: 'compact' });
  return (
    <div aria-hidden="true" style={{ width: '100%', height: 280 }}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} accessibilityLayer={false} margin={{ left: 0, right: 0, top: 8, bottom: 0 }}>
          <CartesianGrid stroke={token('border.muted')} vertical={false} />
          <XAxis dataKey="day" tickFormatter={dayText} tickLine={false} stroke={token('border')} minTickGap={16} fontSize={12} />
          <YAxis yAxisId="orders" allowDecimals={false} tickLine={false} axisLine={false} width={40} fontSize={12} />
          <YAxis yAxisId="value" orientation="right" tickFormatter={(v: number) => yuan.format(v)} tickLine={false} axisLine={false} width={64} fontSize={12} />
          <Tooltip labelFormatter={(day) => dayText(String(day))} formatter={(v, name) => [name === labels.value ? yuan.format(Number(v)) : String(v), String(name)]} />
          <Bar yAxisId="orders" dataKey="orders" name={labels.orders} fill={token('teal.solid')} isAnimationActive={false} />
          <Line yAxisId="value" dataKey="value" name={labels.value} stroke={token('orange.solid')} dot={false} strokeWidth={2} isAnimationActive={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
