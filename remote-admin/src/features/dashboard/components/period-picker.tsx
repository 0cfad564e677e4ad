import { Button, ButtonGroup } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DayRangeFields } from '../../../components/day-range-fields';
import { lastDays, PRESET_DAYS, validPeriod, type Period } from '../utils/period';

type PeriodPickerProps = { period: Period; today: string; onChange: (period: Period) => void };

/** The last 7, 30 or 90 days in one click, or chosen dates (checked as the server checks them before asking). */
export function PeriodPicker({ period, today, onChange }: PeriodPickerProps) {
  const intl = useIntl();
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [invalid, setInvalid] = useState(false);
  const choose = (p: Period) => { setFrom(p.from); setTo(p.to); setInvalid(false); onChange(p); };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const chosen = validPeriod(from, to);
    setInvalid(chosen === null);
    if (chosen) onChange(chosen);
  };
  return (
    <Stack gap="2">
      <ButtonGroup size="sm" variant="outline" attached role="group" aria-label={intl.formatMessage({ id: 'admin.dashboard.period' })} flexWrap="wrap">
        {PRESET_DAYS.map((days) => {
          const preset = lastDays(days, today);
          const current = preset.from === period.from && preset.to === period.to;
          return (
            <Button key={days} aria-pressed={current} variant={current ? 'solid' : 'outline'} onClick={() => choose(preset)}>
              <FormattedMessage id="admin.dashboard.period.days" values={{ days }} />
            </Button>
          );
        })}
      </ButtonGroup>
      <form onSubmit={submit} noValidate>
        <HStack gap="2" align="end" wrap="wrap">
          <DayRangeFields fromLabelId="admin.dashboard.period.from" toLabelId="admin.dashboard.period.to" from={from} to={to} onFromChange={setFrom} onToChange={setTo} />
          <Button type="submit" size="sm"><FormattedMessage id="admin.dashboard.period.apply" /></Button>
        </HStack>
        {invalid ? <Text role="alert" color="red.fg" fontSize="sm" mt="1"><FormattedMessage id="admin.dashboard.period.invalid" /></Text> : null}
      </form>
    </Stack>
  );
}
