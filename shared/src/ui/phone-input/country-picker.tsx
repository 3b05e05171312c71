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
  const listRef = useRef<HTMLUListElement>(null);
  const typeahead = useTypeahead();
  const baseId = useId();
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

  function handleOpenChange(nextOpen: boolean) {
    if (nextOpen) {
      const rect = triggerRef.current?.getBoundingClientRect();
      const spaceBelow = rect ? window.innerHeight - rect.bottom : Number.POSITIVE_INFINITY;
      setSide(spaceBelow > spaceNeededBelow ? 'bottom' : 'top');
      setActiveIndex(Math.max(0, selectedIndex));
    }
    setOpen(nextOpen);
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

  function handleKeyDown(event: KeyboardEvent<HTMLUListElement>) {
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
      default: {
        const typesText = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
        if (!typesText) return;
        if (event.key === ' ' && !typeahead.isTyping()) {
          choose(activeIndex);
          break;
        }
        const found = findCountryIndex(countries, typeahead.add(event.key), language);
        if (found >= 0) setActiveIndex(found);
      }
    }
    event.preventDefault();
  }

  return (
    <Popover.Root open={open} onOpenChange={handleOpenChange}>
      <Popover.Trigger asChild>
        <button
          ref={triggerRef}
          type="button"
          className={styles.trigger}
          disabled={disabled}
          aria-haspopup="listbox"
          aria-label={t('phone.countryButton', { country: selected?.name ?? country, code: selected?.dialCode ?? '' })}
          aria-describedby={describedBy}
        >
          <span className={styles.flag} aria-hidden="true">
            {selected?.flag}
          </span>
          <span dir="ltr">+{selected?.dialCode}</span>
          <ChevronDownIcon />
        </button>
      </Popover.Trigger>
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
            listRef.current?.focus();
            showActiveOption();
          }}
        >
          <p id={`${baseId}-hint`} className={styles.listHint}>
            {t('phone.searchCountries')}
          </p>
          <ul
            ref={listRef}
            role="listbox"
            tabIndex={0}
            className={styles.list}
            aria-label={t('phone.country')}
            aria-describedby={`${baseId}-hint`}
            aria-activedescendant={optionId(activeIndex)}
            onKeyDown={handleKeyDown}
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
