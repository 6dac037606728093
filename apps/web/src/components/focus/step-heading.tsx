'use client';

import { useFocusOnMount } from './use-focus-on-mount.ts';

/**
 * A flow step's title (checkout, confirmation), focused when the step is shown: the step
 * before it is gone with the button that led here, and the keyboard and screen readers go on
 * from the top of the new step.
 */
export function StepHeading({
  className,
  children,
}: {
  className: string;
  children: React.ReactNode;
}) {
  const ref = useFocusOnMount<HTMLHeadingElement>();
  return (
    <h1 ref={ref} tabIndex={-1} className={className}>
      {children}
    </h1>
  );
}
