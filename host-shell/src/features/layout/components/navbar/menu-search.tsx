import { Combobox } from '@chakra-ui/react/combobox';
import { createListCollection } from '@chakra-ui/react/collection';
import { InputGroup } from '@chakra-ui/react/input-group';
import { Portal } from '@chakra-ui/react/portal';
import type { ConditionalValue } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { Search } from 'lucide-react';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { localeAtom } from 'shared-contracts/shell/i18n/locale-atom';
import { menuRoutesAtom } from '../../../../routes/view-state';
import { useHeaderMenuStrategy } from '../../hooks/use-header-menu-strategy';
import { createMenuSearch, flattenMenu, searchMenu, type SearchEntry } from '../../menu/menu-search';

const labelOf = (entry: SearchEntry) => entry.title.join(' > ');
/** One page may be listed under two titles, so an option's value is its path and its label. */
const valueOf = (entry: SearchEntry) => `${entry.path}|${labelOf(entry)}`;

export type MenuSearchProps = {
  /** The box's width: beside the other controls on a wide screen, the navbar's whole width on a phone. */
  width: ConditionalValue<string>;
  /** A phone opens the search with a button, so the field takes the focus when it appears. */
  takeFocus?: boolean;
};

/**
 * SPEC §1/§9 menu search: fuzzy over the user's pages in the current language; choosing a result (click or
 * arrow keys + Enter) opens it. A combobox, so screen readers announce the results list.
 */
export function MenuSearch({ width, takeFocus = false }: MenuSearchProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const routes = useAtomValue(menuRoutesAtom);
  const locale = useAtomValue(localeAtom);
  const fuse = useMemo(() => createMenuSearch(flattenMenu(routes, locale)), [routes, locale]);
  const [query, setQuery] = useState('');
  const strategy = useHeaderMenuStrategy();
  const results = useMemo(() => searchMenu(fuse, query), [fuse, query]);
  const collection = useMemo(
    () => createListCollection({ items: results, itemToString: labelOf, itemToValue: valueOf }),
    [results],
  );

  return (
    <Combobox.Root
      collection={collection}
      inputValue={query}
      onInputValueChange={(details) => setQuery(details.inputValue)}
      onValueChange={(details) => {
        const chosen = details.items[0];
        setQuery('');
        if (chosen) navigate(chosen.path);
      }}
      selectionBehavior="clear"
      openOnClick={false}
      // As the header's menus: its results placed in the page moved when the page scrolled as they opened, and a click
      // on one was lost (docs/testing.md step 15).
      positioning={{ sameWidth: false, placement: 'bottom-end', strategy }}
      width={width}
      // Only when the user asked for the field (the phone's search button), as a dialog takes the focus it opens with.
      // The combobox focuses it itself: a field focused before the combobox watched it would not open its list.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus={takeFocus}
      size="sm"
    >
      <Combobox.Label srOnly>{intl.formatMessage({ id: 'layout.search.label' })}</Combobox.Label>
      <Combobox.Control>
        <InputGroup startElement={<Search size={14} aria-hidden />}>
          <Combobox.Input placeholder={intl.formatMessage({ id: 'layout.search.placeholder' })} />
        </InputGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content minW="64">
            <Combobox.Empty>{intl.formatMessage({ id: 'layout.search.empty' })}</Combobox.Empty>
            {collection.items.map((entry) => (
              <Combobox.Item key={valueOf(entry)} item={entry}>
                <Combobox.ItemText>
                  {labelOf(entry)}
                  <Text as="span" display="block" color="fg.muted" fontSize="xs">{entry.path}</Text>
                </Combobox.ItemText>
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
