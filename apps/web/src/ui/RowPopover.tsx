import { useState, type ReactElement, type ReactNode } from 'react';
import { Popover, type PopoverProps } from '@mantine/core';

/**
 * A popover on a row of a long list (a product card, a line to pack): until it is first opened
 * only its target is drawn. A closed Mantine Popover still runs its floating-ui hooks on every
 * render, and a list draws dozens of them (issue 45, item 13). The target is drawn anew once, on
 * the first opening; the dropdown takes the focus (`trapFocus`), and gives it back to the target.
 */
export function RowPopover({
  opened,
  target,
  children,
  ...popover
}: Omit<PopoverProps, 'children'> & { opened: boolean; target: ReactElement; children: ReactNode }) {
  const [used, setUsed] = useState(opened);
  if (opened && !used) setUsed(true);
  if (!used) return target;
  return (
    <Popover opened={opened} trapFocus returnFocus {...popover}>
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown>{children}</Popover.Dropdown>
    </Popover>
  );
}
