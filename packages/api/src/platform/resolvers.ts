import type { Resolvers } from './generated/resolvers.ts';
import { storeResolvers } from '../store/resolvers.ts';
import { catalogResolvers } from '../catalog/resolvers.ts';
import { contentResolvers } from '../content/resolvers.ts';
import { cartResolvers } from '../cart/resolvers.ts';
import { checkoutResolvers } from '../checkout/resolvers.ts';
import { searchResolvers } from '../search/resolvers.ts';
import { customerResolvers } from '../customer/resolvers.ts';
import { wishlistResolvers } from '../wishlist/resolvers.ts';
import { newsletterResolvers } from '../newsletter/resolvers.ts';
import { seoResolvers } from '../seo/resolvers.ts';
import { couponResolvers } from '../coupon/resolvers.ts';
import { giftCardResolvers } from '../giftcard/resolvers.ts';
import { inStoreResolvers } from '../instore/resolvers.ts';
import { magentoConfigurableResolvers } from '../magento-client/configurable.ts';
import { magentoCustomAttributeResolvers } from '../magento-client/custom-attributes.ts';
import { magentoOrderResolvers } from '../magento-client/orders.ts';
import { magentoResolvers } from '../magento-client/resolvers.ts';
import { jsonScalar } from './json-scalar.ts';

const platformResolvers: Resolvers = {
  JSON: jsonScalar,
  Query: { ping: () => true },
  Mutation: { ping: () => true },
};

/** Every domain's resolvers; graphql-tools merges the list. */
export const resolvers: Resolvers[] = [
  platformResolvers,
  storeResolvers,
  catalogResolvers,
  contentResolvers,
  cartResolvers,
  checkoutResolvers,
  searchResolvers,
  customerResolvers,
  wishlistResolvers,
  newsletterResolvers,
  seoResolvers,
  couponResolvers,
  giftCardResolvers,
  inStoreResolvers,
  magentoResolvers,
  magentoConfigurableResolvers,
  magentoOrderResolvers,
  magentoCustomAttributeResolvers,
];
