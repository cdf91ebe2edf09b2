import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

export interface SwapOption {
  label: string;
  onSelect: () => void;
  disabled?: boolean;
}

/**
 * A menu button (WAI-ARIA menu pattern): every swap is a click or a key press on an item, never a
 * drag (WCAG 2.5.7). Arrow keys move between items, Escape closes and gives focus back, and so
 * does a chosen swap once it is saved.
 */
export function SwapMenu({
  label,
  text = label,
  options,
  disabled = false,
}: {
  label: string;
  text?: string;
  options: SwapOption[];
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemsRef = useRef<(HTMLButtonElement | null)[]>([]);
  const wrapperRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    itemsRef.current.find((item) => item && !item.disabled)?.focus();
    const closeOutside = (event: MouseEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  // A chosen swap disables the button while the planner saves it, which drops focus to <body>
  // (WCAG 2.4.3): once the button is back, focus comes back to it, unless she has moved on.
  const refocus = useRef(false);
  useEffect(() => {
    if (disabled || !refocus.current) return;
    refocus.current = false;
    if (document.activeElement === null || document.activeElement === document.body) buttonRef.current?.focus();
  }, [disabled]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const items = itemsRef.current.filter((item): item is HTMLButtonElement => Boolean(item && !item.disabled));
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="swap-menu" ref={wrapperRef}>
      <button
        ref={buttonRef}
        type="button"
        className="planner-button planner-button--quiet"
        aria-label={label === text ? undefined : label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onClick={() => setOpen((value) => !value)}
      >
        {text}
      </button>
      {open ? (
        <div id={menuId} role="menu" aria-label={label} className="swap-menu__list" onKeyDown={onMenuKey}>
          {options.map((option, index) => (
            <button
              key={option.label}
              ref={(element) => {
                itemsRef.current[index] = element;
              }}
              type="button"
              role="menuitem"
              className="swap-menu__item"
              disabled={option.disabled}
              onClick={() => {
                close();
                refocus.current = true;
                option.onSelect();
              }}
            >
              {option.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
