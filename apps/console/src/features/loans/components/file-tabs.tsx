import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface FileTab<K extends string> {
  key: K;
  label: string;
}

/** Where each key moves the focus from tab `index` of `count` (WAI-ARIA tabs, automatic activation). */
const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * WAI-ARIA tabs over a record's screen: arrows (and Home, End) move between tabs and select them; only the
 * selected panel is rendered. The caller keeps which one is selected (the loan file keeps it in the address).
 */
export function FileTabs<K extends string>({
  tabs,
  selected,
  onSelect,
  label,
  children,
}: {
  tabs: readonly FileTab<K>[];
  selected: K;
  onSelect: (key: K) => void;
  label: string;
  /** The selected tab's panel. */
  children: ReactNode;
}) {
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (key: K) => `${baseId}-tab-${key}`;
  const panelId = (key: K) => `${baseId}-panel-${key}`;

  function onKeyDown(event: KeyboardEvent, index: number) {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, tabs.length);
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.key);
    buttons.current[next]?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-1 border-b border-slate-200">
        {tabs.map((tab, index) => {
          const isSelected = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.key)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`-mb-px min-h-11 border-b-2 px-4 text-sm font-semibold transition-colors focus-visible:rounded-t-md focus-visible:outline-2 focus-visible:outline-brand-600 ${
                isSelected
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId(selected)}
        aria-labelledby={tabId(selected)}
        className="mt-6 space-y-6"
      >
        {children}
      </div>
    </div>
  );
}
