import type { Client, ClientSettings, ClientWithDetail } from '../../api/operations';
import { makeUser } from '../../test/fake-api';

export const SETTINGS: ClientSettings = {
  awaitingAcceptance: false,
  priceListId: '1',
  deliveryZoneId: null,
  discountId: null,
  checkOrders: false,
  createBills: false,
  ignoreDeadline: false,
  deliversSaturday: false,
  deliversSunday: false,
  deliveryCost: '0.00',
  deliveryCostMin: '0.00',
  noDeliveryCost: false,
  takeaway: false,
  docketPrices: true,
};

export function makeClient(overrides: Partial<Client> = {}): Client {
  return {
    ...makeUser({
      id: '21',
      username: 'hotel-post',
      label: 'hotel-post',
      displayName: 'Hotel Post',
      kind: 'HOST',
      isBakery: false,
      isHost: true,
      email: 'post@example.org',
      activeFrom: '2000-01-01',
      activeTo: '9999-03-31',
    }),
    stayStatus: null,
    clientSettings: SETTINGS,
    ...overrides,
  };
}

export function makeClientWithDetail(overrides: Partial<ClientWithDetail> = {}): ClientWithDetail {
  return {
    ...makeClient(),
    detail: {
      companyName: 'Hotel Post',
      fullName: null,
      firstName: null,
      lastName: null,
      province: null,
      paymentMethod: null,
      paymentTerms: null,
      street: 'Hauptstraße',
      houseNumber: '1',
      postalCode: '39012',
      city: 'Meran',
      country: 'IT',
      partitaIva: null,
      taxNumber: null,
      recipientCode: null,
      pec: null,
      tel: null,
      extra: null,
      deadline: '17:30:00',
    },
    ...overrides,
  };
}
