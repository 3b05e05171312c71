import { Popover } from 'radix-ui';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../icons/icons';
import { useReadingDirection } from '../utils/reading-direction';
import { countryList, findCountryIndex } from './countries';
import styles from './phone-input.module.css';
import { useTypeahead } from './use-typeahead';

/** The list opens below the trigger only when more than this many pixels are free there. */
export const spaceNeededBelow = 200;

const pageSize = 10;

export type CountryPickerProps = {
  country: string;
  onSelect: (iso2: string) => void;
  disabled?: boolean;
  describedBy?: string;
};

export function CountryPicker({ country, onSelect, disabled, describedBy }: CountryPickerProps) {
  const { t, i18n } = useTranslation('ui');
  const language = i18n.language;
  const countries = useMemo(() => countryList(language), [language]);
  const direction = useReadingDirection();
  const [open, setOpen] = useState(false);
  const [side, setSide] = useState<'top' | 'bottom'>('bottom');
  const [activeIndex, setActiveIndex] = useState(0);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const typeahead = useTypeahead();
  const baseId = useId();
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${countries[index]?.iso2 ?? ''}`;
  const selectedIndex = countries.findIndex((candidate) => candidate.iso2 === country);
  const selected = countries[selectedIndex];

  useEffect(() => {
    if (!open) return;
    const activeId = `${baseId}-option-${countries[activeIndex]?.iso2 ?? ''}`;
    document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeIndex, baseId, countries]);

  function showActiveOption() {
    // The portal mounts after the open state changes, so the effect above cannot scroll on the first open.
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'center' });
  }

  function openList(index = Math.max(0, selectedIndex)) {
    const rect = triggerRef.current?.getBoundingClientRect();
    const spaceBelow = rect ? window.innerHeight - rect.bottom : Number.POSITIVE_INFINITY;
    setSide(spaceBelow > spaceNeededBelow ? 'bottom' : 'top');
    setActiveIndex(index);
    setOpen(true);
  }

  function choose(index: number) {
    const chosen = countries[index];
    if (!chosen) return;
    onSelect(chosen.iso2);
    setOpen(false);
  }

  function move(offset: number) {
    setActiveIndex((index) => Math.min(countries.length - 1, Math.max(0, index + offset)));
  }

  /** The index of the country the typed letters lead to, or -1. */
  function typeTo(key: string): number {
    return findCountryIndex(countries, typeahead.add(key), language);
  }

  // The WAI-ARIA select-only combobox: focus stays on the button, which points at the active option.
  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const typesText = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (!open) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp' || event.key === 'Enter' || event.key === ' ') {
        openList();
      } else if (event.key === 'Home') {
        openList(0);
      } else if (event.key === 'End') {
        openList(countries.length - 1);
      } else if (typesText) {
        const found = typeTo(event.key);
        openList(found >= 0 ? found : undefined);
      } else {
        return;
      }
      event.preventDefault();
      return;
    }
    switch (event.key) {
      case 'ArrowDown':
        move(1);
        break;
      case 'ArrowUp':
        move(-1);
        break;
      case 'PageDown':
        move(pageSize);
        break;
      case 'PageUp':
        move(-pageSize);
        break;
      case 'Home':
        setActiveIndex(0);
        break;
      case 'End':
        setActiveIndex(countries.length - 1);
        break;
      case 'Enter':
        choose(activeIndex);
        break;
      case 'Escape':
        setOpen(false);
        break;
      case 'Tab':
        // Tab and Shift+Tab leave the picker as from any field: the list closes and the choice stays.
        setOpen(false);
        return;
      default: {
        if (!typesText) return;
        if (event.key === ' ' && !typeahead.isTyping()) {
          choose(activeIndex);
          break;
        }
        const found = typeTo(event.key);
        if (found >= 0) setActiveIndex(found);
      }
    }
    event.preventDefault();
  }

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Anchor asChild>
        <button
          ref={triggerRef}
          type="button"
          role="combobox"
          className={styles.trigger}
          disabled={disabled}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open ? optionId(activeIndex) : undefined}
          aria-label={t('phone.countryButton', { country: selected?.name ?? country, code: selected?.dialCode ?? '' })}
          // While the list is open, the button (which keeps the focus) also carries how to search it.
          aria-describedby={[describedBy, open && `${baseId}-hint`].filter(Boolean).join(' ') || undefined}
          onClick={() => (open ? setOpen(false) : openList())}
          onKeyDown={handleKeyDown}
          // A button activates on Space's keyup: the keydown above has already opened or chosen.
          onKeyUp={(event) => {
            if (event.key === ' ') event.preventDefault();
          }}
        >
          <span className={styles.flag} aria-hidden="true">
            {selected?.flag}
          </span>
          <span dir="ltr">+{selected?.dialCode}</span>
          <ChevronDownIcon />
        </button>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          className={styles.popover}
          side={side}
          // The phone row is always left to right, so line the list up with the trigger's left edge.
          align={direction === 'rtl' ? 'end' : 'start'}
          sideOffset={4}
          avoidCollisions={false}
          dir={direction}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            showActiveOption();
          }}
          // Focus never left the button; after a click elsewhere it belongs where the click put it.
          onCloseAutoFocus={(event) => event.preventDefault()}
          // The button toggles the list itself.
          onInteractOutside={(event) => {
            if (event.target instanceof Node && triggerRef.current?.contains(event.target)) event.preventDefault();
          }}
        >
          <p id={`${baseId}-hint`} className={styles.listHint}>
            {t('phone.searchCountries')}
          </p>
          <ul
            id={listId}
            role="listbox"
            className={styles.list}
            aria-label={t('phone.country')}
            aria-describedby={`${baseId}-hint`}
            // A click on an option keeps the focus on the button.
            onMouseDown={(event) => event.preventDefault()}
          >
            {countries.map((candidate, index) => (
              <li
                key={candidate.iso2}
                id={optionId(index)}
                role="option"
                aria-selected={candidate.iso2 === country}
                data-active={index === activeIndex || undefined}
                className={styles.option}
                onClick={() => choose(index)}
              >
                <span className={styles.flag} aria-hidden="true">
                  {candidate.flag}
                </span>
                <span className={styles.countryName}>{candidate.name}</span>
                <span className={styles.dialCode} dir="ltr">
                  +{candidate.dialCode}
                </span>
              </li>
            ))}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
