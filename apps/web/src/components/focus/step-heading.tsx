'use client';

import { useFocusOnMount } from './use-focus-on-mount.ts';

/** A flow step's title, focused when shown: the button that led here is gone, so the keyboard starts from the top. */
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
