import { useIntl } from '../../lib/i18n/intl.tsx';
import { placeFieldName, type ShippingMethodView } from './shipment-model.ts';
import type { ShipmentStepData } from './shipment-step.server.ts';
import styles from './shipment-step.module.css';

/**
 * The place to collect from (CO9, CO10): for a parcel point method a postcode search (its own GET
 * form, tied in by the `form` attribute) and the points found, or the message that none were; for
 * store pickup the stores.
 */
export function ParcelPointPicker({ method, data }: { method: ShippingMethodView; data: ShipmentStepData }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const searchForm = `parcel-search-${method.id}`;
  const inputId = `parcel-postcode-${method.id}`;
  const points = data.places[method.id] ?? [];
  return (
    <div className={styles.places}>
      <div className={styles.search}>
        <label htmlFor={inputId} className={styles.label}>
          {t('checkout.shipment.parcelSearch')}
        </label>
        <div className={styles.searchRow}>
          <input
            id={inputId}
            form={searchForm}
            name="postcode"
            defaultValue={data.parcelPostcode}
            autoComplete="postal-code"
            className={`input ${styles.searchInput}`}
          />
          <input type="hidden" form={searchForm} name="method" value={method.id} />
          <button type="submit" form={searchForm} className="button button--outline">
            {t('checkout.shipment.parcelSearchButton')}
          </button>
        </div>
      </div>
      {points.length === 0 ? (
        <p className={styles.empty} role="status">
          {t('checkout.shipment.noParcelPoints')}
        </p>
      ) : (
        <PlaceList
          name={placeFieldName(method.id)}
          legend={t('checkout.shipment.parcelResults', { postcode: data.parcelPostcode })}
          places={points}
          selected={data.selectedPlace}
        />
      )}
    </div>
  );
}

function PlaceList({
  name,
  legend,
  places,
  selected,
}: {
  name: string;
  legend: string;
  places: ShipmentStepData['places'][string];
  selected: string | null;
}) {
  return (
    <fieldset className={styles.placeList}>
      <legend className={styles.label}>{legend}</legend>
      {places.map((place, index) => (
        <label key={place.code} className={styles.place}>
          <input
            type="radio"
            name={name}
            value={place.code}
            defaultChecked={selected ? place.code === selected : index === 0}
            className={styles.radio}
          />
          <span>
            <span className={styles.placeName}>{place.name}</span>
            <span className={styles.placeAddress}>{place.address}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** The stores an order can be collected from. */
export function StorePicker({ method, data }: { method: ShippingMethodView; data: ShipmentStepData }) {
  const intl = useIntl();
  const stores = data.places[method.id] ?? [];
  if (stores.length === 0) return <p className={styles.empty}>{intl.formatMessage({ id: 'checkout.shipment.noStores' })}</p>;
  return (
    <PlaceList
      name={placeFieldName(method.id)}
      legend={intl.formatMessage({ id: 'checkout.shipment.storeChoice' })}
      places={stores}
      selected={data.selectedPlace}
    />
  );
}

/** The picker that fits a collection method. */
export function PlacePicker({ method, data }: { method: ShippingMethodView; data: ShipmentStepData }) {
  return method.type === 'store_pickup' ? <StorePicker method={method} data={data} /> : <ParcelPointPicker method={method} data={data} />;
}
