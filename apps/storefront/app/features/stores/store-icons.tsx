import { Icon, type IconProps } from '../../ui/icons.tsx';

/** The store pages' icons: the UI kit's line icons, drawn smaller (18 px) beside an address or hours. */
function icon(paths: string[]) {
  return function StoreIcon({ size = 18, ...props }: IconProps) {
    return (
      <Icon size={size} {...props}>
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </Icon>
    );
  };
}

export const PinIcon = icon([
  'M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z',
  'M12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
]);
export const PhoneIcon = icon([
  'M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2 4 1.5V19a1.5 1.5 0 0 1-1.5 1.5A16.5 16.5 0 0 1 3.5 5.5 1.5 1.5 0 0 1 5 4Z',
]);
export const ClockIcon = icon(['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z', 'M12 7v5l3 2']);
export const RouteIcon = icon(['M3 11.5 21 3l-8.5 18-2-7.5L3 11.5Z']);
