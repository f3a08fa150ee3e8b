/**
 * Fragments the web and the guest app select alike, written once (ADR 017): a screen of either
 * client that shows the object asks for the same fields.
 */
import { graphql } from './graphql';

/** A standing order with its interval, lines and next deliveries. */
export const AboFields = graphql(`
  fragment AboFields on Abo {
    id
    active
    startsOn
    pausedUntil
    lastOrder
    nextDeliveries
    interval {
      kind
      days
      weekdays
    }
    lines {
      id
      amount
      product {
        id
        name
      }
    }
  }
`);
