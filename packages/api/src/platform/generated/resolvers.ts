import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ProductRow, CategoryRow } from '../../catalog/rows.ts';
import type { RequestContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** Arbitrary JSON: used for content block fields, whose shape depends on the block type. */
  JSON: { input: unknown; output: unknown; }
};

export type AttributeListItem = {
  __typename?: 'AttributeListItem';
  code: Scalars['String']['output'];
  label: Scalars['String']['output'];
  order: Scalars['Int']['output'];
};

export type BrandPage = {
  __typename?: 'BrandPage';
  name: Scalars['String']['output'];
  page?: Maybe<ContentPage>;
  url_key: Scalars['String']['output'];
};

export type Breadcrumb = {
  __typename?: 'Breadcrumb';
  category_level: Scalars['Int']['output'];
  category_name: Scalars['String']['output'];
  category_url_path: Scalars['String']['output'];
};

export type BundleItem = {
  __typename?: 'BundleItem';
  option_id: Scalars['Int']['output'];
  options: Array<BundleItemOption>;
  position: Scalars['Int']['output'];
  required: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  uid: Scalars['ID']['output'];
};

export type BundleItemOption = {
  __typename?: 'BundleItemOption';
  id: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  product: ProductInterface;
  quantity: Scalars['Float']['output'];
  uid: Scalars['ID']['output'];
};

export type BundleProduct = ProductInterface & {
  __typename?: 'BundleProduct';
  available_soon: Scalars['Boolean']['output'];
  brand?: Maybe<Scalars['String']['output']>;
  brand_url_key?: Maybe<Scalars['String']['output']>;
  categories: Array<CategoryInterface>;
  color?: Maybe<Scalars['String']['output']>;
  color_label?: Maybe<Scalars['String']['output']>;
  crosssell_products: Array<ProductInterface>;
  description: ComplexTextValue;
  discount: Scalars['Int']['output'];
  ean?: Maybe<Scalars['String']['output']>;
  hover_image?: Maybe<ProductImage>;
  id: Scalars['Int']['output'];
  image: ProductImage;
  /** Bundle slots (spec: bundleItems with option_id and options). */
  items: Array<BundleItem>;
  media_gallery: Array<ProductImage>;
  meta_description?: Maybe<Scalars['String']['output']>;
  meta_title?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  only_x_left_in_stock?: Maybe<Scalars['Float']['output']>;
  packshot_image?: Maybe<ProductImage>;
  price_range: PriceRange;
  price_tiers: Array<TierPrice>;
  promo_text?: Maybe<Scalars['String']['output']>;
  related_product_list: Array<RelatedProduct>;
  sale_label?: Maybe<Scalars['String']['output']>;
  short_description: ComplexTextValue;
  size_table?: Maybe<SizeTable>;
  sku: Scalars['String']['output'];
  small_image: ProductImage;
  stockItem?: Maybe<StockItem>;
  stock_left?: Maybe<Scalars['Int']['output']>;
  stock_status: ProductStockStatus;
  sustainable: Scalars['Boolean']['output'];
  thumbnail: ProductImage;
  type_id: Scalars['String']['output'];
  uid: Scalars['ID']['output'];
  url_key: Scalars['String']['output'];
  url_suffix: Scalars['String']['output'];
};

export type CategoryInterface = {
  id: Scalars['Int']['output'];
  level: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  uid: Scalars['ID']['output'];
  url_key: Scalars['String']['output'];
  url_path: Scalars['String']['output'];
};

export type CategoryTree = CategoryInterface & {
  __typename?: 'CategoryTree';
  breadcrumbs: Array<Breadcrumb>;
  children: Array<CategoryTree>;
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  include_in_menu: Scalars['Boolean']['output'];
  level: Scalars['Int']['output'];
  meta_description?: Maybe<Scalars['String']['output']>;
  meta_title?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  uid: Scalars['ID']['output'];
  url_key: Scalars['String']['output'];
  url_path: Scalars['String']['output'];
};

export type ComplexTextValue = {
  __typename?: 'ComplexTextValue';
  html: Scalars['String']['output'];
};

export type ConfigurableAttributeOption = {
  __typename?: 'ConfigurableAttributeOption';
  code: Scalars['String']['output'];
  label: Scalars['String']['output'];
  uid: Scalars['ID']['output'];
  value_index: Scalars['Int']['output'];
};

export type ConfigurableProduct = ProductInterface & {
  __typename?: 'ConfigurableProduct';
  available_soon: Scalars['Boolean']['output'];
  brand?: Maybe<Scalars['String']['output']>;
  brand_url_key?: Maybe<Scalars['String']['output']>;
  categories: Array<CategoryInterface>;
  color?: Maybe<Scalars['String']['output']>;
  color_label?: Maybe<Scalars['String']['output']>;
  configurable_options: Array<ConfigurableProductOptions>;
  crosssell_products: Array<ProductInterface>;
  description: ComplexTextValue;
  discount: Scalars['Int']['output'];
  ean?: Maybe<Scalars['String']['output']>;
  hover_image?: Maybe<ProductImage>;
  id: Scalars['Int']['output'];
  image: ProductImage;
  media_gallery: Array<ProductImage>;
  meta_description?: Maybe<Scalars['String']['output']>;
  meta_title?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  only_x_left_in_stock?: Maybe<Scalars['Float']['output']>;
  packshot_image?: Maybe<ProductImage>;
  price_range: PriceRange;
  price_tiers: Array<TierPrice>;
  promo_text?: Maybe<Scalars['String']['output']>;
  related_product_list: Array<RelatedProduct>;
  sale_label?: Maybe<Scalars['String']['output']>;
  short_description: ComplexTextValue;
  size_table?: Maybe<SizeTable>;
  sku: Scalars['String']['output'];
  small_image: ProductImage;
  stockItem?: Maybe<StockItem>;
  stock_left?: Maybe<Scalars['Int']['output']>;
  stock_status: ProductStockStatus;
  sustainable: Scalars['Boolean']['output'];
  thumbnail: ProductImage;
  type_id: Scalars['String']['output'];
  uid: Scalars['ID']['output'];
  url_key: Scalars['String']['output'];
  url_suffix: Scalars['String']['output'];
  variants: Array<ConfigurableVariant>;
};

export type ConfigurableProductOptions = {
  __typename?: 'ConfigurableProductOptions';
  attribute_code: Scalars['String']['output'];
  label: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  uid: Scalars['ID']['output'];
  values: Array<ConfigurableProductOptionsValues>;
};

export type ConfigurableProductOptionsValues = {
  __typename?: 'ConfigurableProductOptionsValues';
  label: Scalars['String']['output'];
  swatch_data?: Maybe<SwatchData>;
  uid: Scalars['ID']['output'];
  value_index: Scalars['Int']['output'];
};

export type ConfigurableVariant = {
  __typename?: 'ConfigurableVariant';
  attributes: Array<ConfigurableAttributeOption>;
  product: SimpleProduct;
};

export type ContentBlock = {
  __typename?: 'ContentBlock';
  fields: Array<Scalars['JSON']['output']>;
  primary: Scalars['JSON']['output'];
  /** Listing tiles for product_slider blocks (from magento_product_sku), in the editor's order. */
  products: Array<ProductListItem>;
  slice_type: Scalars['String']['output'];
};

/** A link in content: an external url (Web), a file (Media) or a page by url_key (Document). */
export type ContentLink = {
  __typename?: 'ContentLink';
  /** The resolved storefront href (external urls as they are). */
  href: Scalars['String']['output'];
  link_type: Scalars['String']['output'];
  /** plp | page | brand_overview | brand_detail (Document links) */
  type?: Maybe<Scalars['String']['output']>;
  url?: Maybe<Scalars['String']['output']>;
  url_key?: Maybe<Scalars['String']['output']>;
};

export type ContentPage = {
  __typename?: 'ContentPage';
  body: Array<ContentBlock>;
  id: Scalars['Int']['output'];
  lang: Scalars['String']['output'];
  logo_color?: Maybe<Scalars['String']['output']>;
  meta_description?: Maybe<Scalars['String']['output']>;
  meta_robots?: Maybe<Scalars['String']['output']>;
  meta_title?: Maybe<Scalars['String']['output']>;
  navigation_list: Array<NavigationListItem>;
  navigation_title?: Maybe<Scalars['String']['output']>;
  page_title?: Maybe<Scalars['String']['output']>;
  parent_page?: Maybe<ContentLink>;
  sort_order_in_hierarchy?: Maybe<Scalars['Int']['output']>;
  uid: Scalars['String']['output'];
  url_key?: Maybe<Scalars['String']['output']>;
};

export type Country = {
  __typename?: 'Country';
  available_regions: Array<Region>;
  full_name_english: Scalars['String']['output'];
  full_name_locale: Scalars['String']['output'];
  id: Scalars['String']['output'];
  two_letter_abbreviation: Scalars['String']['output'];
};

export type CurrencyEnum =
  | 'EUR';

export type FilterEqualTypeInput = {
  eq?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type FilterMatchTypeInput = {
  match?: InputMaybe<Scalars['String']['input']>;
};

export type FilterRangeTypeInput = {
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};

export type FooterContent = {
  __typename?: 'FooterContent';
  footerMenus: Array<FooterMenu>;
  promoBanner?: Maybe<PromoBanner>;
  socials: Array<Social>;
};

export type FooterIcons = {
  __typename?: 'FooterIcons';
  link_group: Array<LinkGroupItem>;
  title: Scalars['String']['output'];
};

export type FooterMenu = {
  __typename?: 'FooterMenu';
  link_group: Array<LinkGroupItem>;
  title: Scalars['String']['output'];
  uid: Scalars['String']['output'];
};

export type GiftCardProduct = ProductInterface & {
  __typename?: 'GiftCardProduct';
  allow_open_amount: Scalars['Boolean']['output'];
  available_soon: Scalars['Boolean']['output'];
  brand?: Maybe<Scalars['String']['output']>;
  brand_url_key?: Maybe<Scalars['String']['output']>;
  categories: Array<CategoryInterface>;
  color?: Maybe<Scalars['String']['output']>;
  color_label?: Maybe<Scalars['String']['output']>;
  crosssell_products: Array<ProductInterface>;
  description: ComplexTextValue;
  discount: Scalars['Int']['output'];
  ean?: Maybe<Scalars['String']['output']>;
  giftcard_amounts: Array<Scalars['Float']['output']>;
  giftcard_types: Array<Scalars['String']['output']>;
  hover_image?: Maybe<ProductImage>;
  id: Scalars['Int']['output'];
  image: ProductImage;
  media_gallery: Array<ProductImage>;
  meta_description?: Maybe<Scalars['String']['output']>;
  meta_title?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  only_x_left_in_stock?: Maybe<Scalars['Float']['output']>;
  open_amount_max: Scalars['Float']['output'];
  open_amount_min: Scalars['Float']['output'];
  packshot_image?: Maybe<ProductImage>;
  price_range: PriceRange;
  price_tiers: Array<TierPrice>;
  promo_text?: Maybe<Scalars['String']['output']>;
  related_product_list: Array<RelatedProduct>;
  sale_label?: Maybe<Scalars['String']['output']>;
  short_description: ComplexTextValue;
  size_table?: Maybe<SizeTable>;
  sku: Scalars['String']['output'];
  small_image: ProductImage;
  stockItem?: Maybe<StockItem>;
  stock_left?: Maybe<Scalars['Int']['output']>;
  stock_status: ProductStockStatus;
  sustainable: Scalars['Boolean']['output'];
  thumbnail: ProductImage;
  type_id: Scalars['String']['output'];
  uid: Scalars['ID']['output'];
  url_key: Scalars['String']['output'];
  url_suffix: Scalars['String']['output'];
};

export type HeaderMenu = {
  __typename?: 'HeaderMenu';
  link_groups: Array<LinkGroupItem>;
};

export type Layout = {
  __typename?: 'Layout';
  footerIcons?: Maybe<FooterIcons>;
  /** The four footer menus: discover, brand stores, customer service and the menu footer. */
  footerMenus: Array<FooterMenu>;
  headerMenu: HeaderMenu;
  socials: Array<Social>;
  trustedShop?: Maybe<TrustedShopReviews>;
  uspCheckout: Array<SellingPoint>;
  uspFooter: Array<SellingPoint>;
  uspHeader: Array<SellingPoint>;
};

export type LinkGroupItem = {
  __typename?: 'LinkGroupItem';
  icon?: Maybe<Scalars['String']['output']>;
  label: Scalars['String']['output'];
  link: ContentLink;
};

export type ListCategory = {
  __typename?: 'ListCategory';
  id: Scalars['Int']['output'];
  level: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  url_path: Scalars['String']['output'];
};

export type ListFilter = {
  __typename?: 'ListFilter';
  attribute: Scalars['String']['output'];
  hasUrl: Scalars['Boolean']['output'];
  isOpen: Scalars['Boolean']['output'];
  isVisible: Scalars['Boolean']['output'];
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
  max?: Maybe<Scalars['Float']['output']>;
  maxSelected?: Maybe<Scalars['Float']['output']>;
  min?: Maybe<Scalars['Float']['output']>;
  minSelected?: Maybe<Scalars['Float']['output']>;
  options: Array<ListFilterOption>;
  position: Scalars['Int']['output'];
  /** swatch | default | range */
  type: Scalars['String']['output'];
};

export type ListFilterInput = {
  key: Scalars['String']['input'];
  values: Array<Scalars['String']['input']>;
};

export type ListFilterOption = {
  __typename?: 'ListFilterOption';
  count: Scalars['Int']['output'];
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  selected: Scalars['Boolean']['output'];
  swatch?: Maybe<Scalars['String']['output']>;
  urlPath?: Maybe<Scalars['String']['output']>;
};

export type Money = {
  __typename?: 'Money';
  currency: CurrencyEnum;
  value: Scalars['Float']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Always true; placeholder root so domains can extend Mutation. */
  ping: Scalars['Boolean']['output'];
};

export type Navigation = {
  __typename?: 'Navigation';
  items: Array<NavigationItem>;
  uid: Scalars['String']['output'];
};

export type NavigationItem = {
  __typename?: 'NavigationItem';
  color?: Maybe<Scalars['String']['output']>;
  fields: Array<NavigationItemLink>;
  link: ContentLink;
  show_menu: Scalars['Boolean']['output'];
  show_submenu: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
};

export type NavigationItemLink = {
  __typename?: 'NavigationItemLink';
  link: ContentLink;
  title: Scalars['String']['output'];
};

export type NavigationListItem = {
  __typename?: 'NavigationListItem';
  link: ContentLink;
  title: Scalars['String']['output'];
};

export type PaymentIcon = {
  __typename?: 'PaymentIcon';
  icon: Scalars['String']['output'];
  label: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type PriceRange = {
  __typename?: 'PriceRange';
  maximum_price: ProductPrice;
  minimum_price: ProductPrice;
};

export type ProductAttributeFilterInput = {
  category_id?: InputMaybe<FilterEqualTypeInput>;
  category_uid?: InputMaybe<FilterEqualTypeInput>;
  name?: InputMaybe<FilterMatchTypeInput>;
  price?: InputMaybe<FilterRangeTypeInput>;
  sku?: InputMaybe<FilterEqualTypeInput>;
  url_key?: InputMaybe<FilterEqualTypeInput>;
};

export type ProductAttributeSortInput = {
  name?: InputMaybe<SortEnum>;
  position?: InputMaybe<SortEnum>;
  price?: InputMaybe<SortEnum>;
  relevance?: InputMaybe<SortEnum>;
};

export type ProductCount = {
  __typename?: 'ProductCount';
  totalCount: Scalars['Int']['output'];
};

export type ProductDiscount = {
  __typename?: 'ProductDiscount';
  amount_off: Scalars['Float']['output'];
  percent_off: Scalars['Float']['output'];
};

export type ProductImage = {
  __typename?: 'ProductImage';
  label: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  url: Scalars['String']['output'];
};

export type ProductInterface = {
  available_soon: Scalars['Boolean']['output'];
  brand?: Maybe<Scalars['String']['output']>;
  brand_url_key?: Maybe<Scalars['String']['output']>;
  categories: Array<CategoryInterface>;
  color?: Maybe<Scalars['String']['output']>;
  color_label?: Maybe<Scalars['String']['output']>;
  crosssell_products: Array<ProductInterface>;
  description: ComplexTextValue;
  /** Percentage off the regular price, rounded; 0 when not discounted. */
  discount: Scalars['Int']['output'];
  ean?: Maybe<Scalars['String']['output']>;
  hover_image?: Maybe<ProductImage>;
  id: Scalars['Int']['output'];
  image: ProductImage;
  media_gallery: Array<ProductImage>;
  meta_description?: Maybe<Scalars['String']['output']>;
  meta_title?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  only_x_left_in_stock?: Maybe<Scalars['Float']['output']>;
  packshot_image?: Maybe<ProductImage>;
  price_range: PriceRange;
  price_tiers: Array<TierPrice>;
  promo_text?: Maybe<Scalars['String']['output']>;
  related_product_list: Array<RelatedProduct>;
  sale_label?: Maybe<Scalars['String']['output']>;
  short_description: ComplexTextValue;
  size_table?: Maybe<SizeTable>;
  sku: Scalars['String']['output'];
  small_image: ProductImage;
  stockItem?: Maybe<StockItem>;
  stock_left?: Maybe<Scalars['Int']['output']>;
  stock_status: ProductStockStatus;
  sustainable: Scalars['Boolean']['output'];
  thumbnail: ProductImage;
  type_id: Scalars['String']['output'];
  uid: Scalars['ID']['output'];
  url_key: Scalars['String']['output'];
  url_suffix: Scalars['String']['output'];
};

export type ProductList = {
  __typename?: 'ProductList';
  attributeList: Array<AttributeListItem>;
  expectedTotal: Scalars['Int']['output'];
  filters: Array<ListFilter>;
  itemsPerPage: Scalars['Int']['output'];
  page: Scalars['Int']['output'];
  products: Array<ProductListItem>;
  search?: Maybe<Scalars['String']['output']>;
  sort: Scalars['String']['output'];
  sortDirection: Scalars['String']['output'];
  sortOrder: Scalars['String']['output'];
  totalCount: Scalars['Int']['output'];
};

/** A tile of the listing, shaped like the shop's search index record (spec 001 §3 Product list item). */
export type ProductListItem = {
  __typename?: 'ProductListItem';
  availability: Array<Scalars['String']['output']>;
  brand?: Maybe<Scalars['String']['output']>;
  categories: Array<ListCategory>;
  color?: Maybe<Scalars['String']['output']>;
  discount: Scalars['Int']['output'];
  ean?: Maybe<Scalars['String']['output']>;
  expectedsustain: Scalars['Boolean']['output'];
  hover_image?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  image: Scalars['String']['output'];
  inStock: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  packshot_image?: Maybe<Scalars['String']['output']>;
  /** Final price in euro, including VAT. */
  price: Scalars['Float']['output'];
  promo_text?: Maybe<Scalars['String']['output']>;
  /** Regular price in euro, including VAT. */
  regularPrice: Scalars['Float']['output'];
  related_product_list: Array<RelatedProduct>;
  sale_label?: Maybe<Scalars['String']['output']>;
  short_description?: Maybe<Scalars['String']['output']>;
  sku: Scalars['String']['output'];
  sustainability_description?: Maybe<Scalars['String']['output']>;
  sustainability_logo?: Maybe<Scalars['String']['output']>;
  type: Scalars['String']['output'];
  urlKey: Scalars['String']['output'];
};

export type ProductPrice = {
  __typename?: 'ProductPrice';
  discount: ProductDiscount;
  final_price: Money;
  regular_price: Money;
};

export type ProductStockStatus =
  | 'IN_STOCK'
  | 'OUT_OF_STOCK';

export type Products = {
  __typename?: 'Products';
  items: Array<ProductInterface>;
  page_info: SearchResultPageInfo;
  total_count: Scalars['Int']['output'];
};

export type PromoBanner = {
  __typename?: 'PromoBanner';
  /** True when it has text and now is between from and to. */
  active: Scalars['Boolean']['output'];
  from?: Maybe<Scalars['String']['output']>;
  link?: Maybe<ContentLink>;
  promo_banner_color?: Maybe<Scalars['String']['output']>;
  text: Scalars['String']['output'];
  to?: Maybe<Scalars['String']['output']>;
};

export type Query = {
  __typename?: 'Query';
  availableStores: Array<StoreConfig>;
  brandPage?: Maybe<BrandPage>;
  /** The category tree below the root (or below the category with this url path). */
  categories: Array<CategoryTree>;
  category?: Maybe<CategoryTree>;
  contentPage?: Maybe<ContentPage>;
  contentPageByUrl?: Maybe<ContentPage>;
  /** Countries the store ships to, labelled in the store's language. */
  countries: Array<Country>;
  country?: Maybe<Country>;
  footerContent: FooterContent;
  layout: Layout;
  navigation?: Maybe<Navigation>;
  /** Always true; lets a client check that the API answers. */
  ping: Scalars['Boolean']['output'];
  productCount: ProductCount;
  /** The listing (spec 001 §7 Product list query); a `category` filter key holds a category url path. */
  productList: ProductList;
  products: Products;
  /** Products by skus (cross-sell, sliders, wishlist, recently viewed), as listing tiles, in the order asked. */
  productsBySkus: Array<ProductListItem>;
  route?: Maybe<RouteMatch>;
  /** The configuration of the store named by the Store header (the default store when absent). */
  storeConfig: StoreConfig;
};


export type QueryBrandPageArgs = {
  lang: Scalars['String']['input'];
  urlKey: Scalars['String']['input'];
};


export type QueryCategoriesArgs = {
  url_path?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCategoryArgs = {
  url_path: Scalars['String']['input'];
};


export type QueryContentPageArgs = {
  lang: Scalars['String']['input'];
  uid: Scalars['String']['input'];
};


export type QueryContentPageByUrlArgs = {
  lang: Scalars['String']['input'];
  urlKey: Scalars['String']['input'];
};


export type QueryCountryArgs = {
  id: Scalars['String']['input'];
};


export type QueryFooterContentArgs = {
  lang: Scalars['String']['input'];
};


export type QueryLayoutArgs = {
  lang: Scalars['String']['input'];
};


export type QueryNavigationArgs = {
  lang: Scalars['String']['input'];
  uid?: Scalars['String']['input'];
};


export type QueryProductCountArgs = {
  filters?: InputMaybe<Array<ListFilterInput>>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryProductListArgs = {
  filters?: InputMaybe<Array<ListFilterInput>>;
  itemsPerPage?: InputMaybe<Scalars['Int']['input']>;
  merchandiserSortKey?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sequenceProfile?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
};


export type QueryProductsArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  filter?: InputMaybe<ProductAttributeFilterInput>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ProductAttributeSortInput>;
};


export type QueryProductsBySkusArgs = {
  skus: Array<Scalars['String']['input']>;
};


export type QueryRouteArgs = {
  url: Scalars['String']['input'];
};

export type Region = {
  __typename?: 'Region';
  code: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type RelatedProduct = {
  __typename?: 'RelatedProduct';
  color?: Maybe<Scalars['String']['output']>;
  color_code?: Maybe<Scalars['String']['output']>;
  sku: Scalars['String']['output'];
  urlKey: Scalars['String']['output'];
};

/** What a storefront path is (Magento's route query, simplified). */
export type RouteMatch = {
  __typename?: 'RouteMatch';
  /** CMS page uid, category url_path, product sku or brand url_key. */
  id: Scalars['String']['output'];
  /** 301 when the path asked for is not canonical, otherwise 0. */
  redirect_code: Scalars['Int']['output'];
  /** The canonical path, e.g. /kleding/overhemden/ or /slim-fit-overhemd-navy-100123.html */
  relative_url: Scalars['String']['output'];
  type: UrlRewriteEntityTypeEnum;
};

export type SearchResultPageInfo = {
  __typename?: 'SearchResultPageInfo';
  current_page: Scalars['Int']['output'];
  page_size: Scalars['Int']['output'];
  total_pages: Scalars['Int']['output'];
};

export type SellingPoint = {
  __typename?: 'SellingPoint';
  className?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  /** calendar | delivery | secure | thumb | default */
  icon: Scalars['String']['output'];
  id: Scalars['String']['output'];
  label: Scalars['String']['output'];
  link?: Maybe<ContentLink>;
  sequence: Scalars['Int']['output'];
};

export type SimpleProduct = ProductInterface & {
  __typename?: 'SimpleProduct';
  available_soon: Scalars['Boolean']['output'];
  brand?: Maybe<Scalars['String']['output']>;
  brand_url_key?: Maybe<Scalars['String']['output']>;
  categories: Array<CategoryInterface>;
  color?: Maybe<Scalars['String']['output']>;
  color_label?: Maybe<Scalars['String']['output']>;
  crosssell_products: Array<ProductInterface>;
  description: ComplexTextValue;
  discount: Scalars['Int']['output'];
  ean?: Maybe<Scalars['String']['output']>;
  hover_image?: Maybe<ProductImage>;
  id: Scalars['Int']['output'];
  image: ProductImage;
  media_gallery: Array<ProductImage>;
  meta_description?: Maybe<Scalars['String']['output']>;
  meta_title?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  only_x_left_in_stock?: Maybe<Scalars['Float']['output']>;
  packshot_image?: Maybe<ProductImage>;
  price_range: PriceRange;
  price_tiers: Array<TierPrice>;
  promo_text?: Maybe<Scalars['String']['output']>;
  related_product_list: Array<RelatedProduct>;
  sale_label?: Maybe<Scalars['String']['output']>;
  short_description: ComplexTextValue;
  size?: Maybe<Scalars['String']['output']>;
  size_label?: Maybe<Scalars['String']['output']>;
  size_table?: Maybe<SizeTable>;
  sku: Scalars['String']['output'];
  sku_size?: Maybe<Scalars['String']['output']>;
  sku_size_label?: Maybe<Scalars['String']['output']>;
  small_image: ProductImage;
  stockItem?: Maybe<StockItem>;
  stock_left?: Maybe<Scalars['Int']['output']>;
  stock_status: ProductStockStatus;
  sustainable: Scalars['Boolean']['output'];
  thumbnail: ProductImage;
  type_id: Scalars['String']['output'];
  uid: Scalars['ID']['output'];
  url_key: Scalars['String']['output'];
  url_suffix: Scalars['String']['output'];
};

export type SizeTable = {
  __typename?: 'SizeTable';
  specs: Array<SizeTableSpec>;
  table_headings: Array<Scalars['String']['output']>;
};

export type SizeTableItem = {
  __typename?: 'SizeTableItem';
  size: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type SizeTableSpec = {
  __typename?: 'SizeTableSpec';
  spec_items: Array<SizeTableItem>;
  spec_label: Scalars['String']['output'];
};

export type Social = {
  __typename?: 'Social';
  network: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type SortEnum =
  | 'ASC'
  | 'DESC';

export type StockItem = {
  __typename?: 'StockItem';
  max_sale_qty: Scalars['Int']['output'];
  min_sale_qty: Scalars['Int']['output'];
  qty_increments: Scalars['Int']['output'];
};

/** Store configuration, with Magento's field names (spec 001 §3 Store configuration). */
export type StoreConfig = {
  __typename?: 'StoreConfig';
  base_currency_code: Scalars['String']['output'];
  base_link_url: Scalars['String']['output'];
  base_url: Scalars['String']['output'];
  code: Scalars['String']['output'];
  default_country: Scalars['String']['output'];
  default_display_currency_code: Scalars['String']['output'];
  delivery_personalization: Scalars['Boolean']['output'];
  /** Whether this store shows and applies the free-shipping limit. */
  free_shipping_enabled: Scalars['Boolean']['output'];
  /** Euro; the spec's default 1000 when the store has no limit configured. */
  free_shipping_limit: Scalars['Float']['output'];
  id: Scalars['Int']['output'];
  is_default_store: Scalars['Boolean']['output'];
  /** Language of the store's texts: nl, en or de. */
  language: Scalars['String']['output'];
  locale: Scalars['String']['output'];
  payment_icons: Array<PaymentIcon>;
  secure_base_link_url: Scalars['String']['output'];
  secure_base_url: Scalars['String']['output'];
  storeInformation: StoreInformation;
  store_code: Scalars['String']['output'];
  store_name: Scalars['String']['output'];
  tax_label: Scalars['String']['output'];
  telephone_required: Scalars['Boolean']['output'];
  timezone: Scalars['String']['output'];
  website_name: Scalars['String']['output'];
};

export type StoreInformation = {
  __typename?: 'StoreInformation';
  city: Scalars['String']['output'];
  country_id: Scalars['String']['output'];
  hours: Scalars['String']['output'];
  merchant_vat_number: Scalars['String']['output'];
  name: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  postcode: Scalars['String']['output'];
  region_id?: Maybe<Scalars['String']['output']>;
  street_line1: Scalars['String']['output'];
  street_line2: Scalars['String']['output'];
};

export type SwatchData = {
  __typename?: 'SwatchData';
  value: Scalars['String']['output'];
};

export type TierPrice = {
  __typename?: 'TierPrice';
  discount: ProductDiscount;
  final_price: Money;
  quantity: Scalars['Float']['output'];
};

export type TrustedShopReviews = {
  __typename?: 'TrustedShopReviews';
  rating: Scalars['Float']['output'];
  review_count: Scalars['Int']['output'];
  url: Scalars['String']['output'];
};

export type UrlRewriteEntityTypeEnum =
  | 'BRAND'
  | 'CATEGORY'
  | 'CMS_PAGE'
  | 'PRODUCT';



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  CategoryInterface: ( CategoryRow );
  ProductInterface:
    | ( ProductRow )
    | ( ProductRow )
    | ( ProductRow )
    | ( ProductRow )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AttributeListItem: ResolverTypeWrapper<Partial<AttributeListItem>>;
  Boolean: ResolverTypeWrapper<Partial<Scalars['Boolean']['output']>>;
  BrandPage: ResolverTypeWrapper<Partial<BrandPage>>;
  Breadcrumb: ResolverTypeWrapper<Partial<Breadcrumb>>;
  BundleItem: ResolverTypeWrapper<Partial<Omit<BundleItem, 'options'> & { options: Array<ResolversTypes['BundleItemOption']> }>>;
  BundleItemOption: ResolverTypeWrapper<Partial<Omit<BundleItemOption, 'product'> & { product: ResolversTypes['ProductInterface'] }>>;
  BundleProduct: ResolverTypeWrapper<ProductRow>;
  CategoryInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['CategoryInterface']>;
  CategoryTree: ResolverTypeWrapper<CategoryRow>;
  ComplexTextValue: ResolverTypeWrapper<Partial<ComplexTextValue>>;
  ConfigurableAttributeOption: ResolverTypeWrapper<Partial<ConfigurableAttributeOption>>;
  ConfigurableProduct: ResolverTypeWrapper<ProductRow>;
  ConfigurableProductOptions: ResolverTypeWrapper<Partial<ConfigurableProductOptions>>;
  ConfigurableProductOptionsValues: ResolverTypeWrapper<Partial<ConfigurableProductOptionsValues>>;
  ConfigurableVariant: ResolverTypeWrapper<Partial<Omit<ConfigurableVariant, 'product'> & { product: ResolversTypes['SimpleProduct'] }>>;
  ContentBlock: ResolverTypeWrapper<Partial<ContentBlock>>;
  ContentLink: ResolverTypeWrapper<Partial<ContentLink>>;
  ContentPage: ResolverTypeWrapper<Partial<ContentPage>>;
  Country: ResolverTypeWrapper<Partial<Country>>;
  CurrencyEnum: ResolverTypeWrapper<Partial<CurrencyEnum>>;
  FilterEqualTypeInput: ResolverTypeWrapper<Partial<FilterEqualTypeInput>>;
  FilterMatchTypeInput: ResolverTypeWrapper<Partial<FilterMatchTypeInput>>;
  FilterRangeTypeInput: ResolverTypeWrapper<Partial<FilterRangeTypeInput>>;
  Float: ResolverTypeWrapper<Partial<Scalars['Float']['output']>>;
  FooterContent: ResolverTypeWrapper<Partial<FooterContent>>;
  FooterIcons: ResolverTypeWrapper<Partial<FooterIcons>>;
  FooterMenu: ResolverTypeWrapper<Partial<FooterMenu>>;
  GiftCardProduct: ResolverTypeWrapper<ProductRow>;
  HeaderMenu: ResolverTypeWrapper<Partial<HeaderMenu>>;
  ID: ResolverTypeWrapper<Partial<Scalars['ID']['output']>>;
  Int: ResolverTypeWrapper<Partial<Scalars['Int']['output']>>;
  JSON: ResolverTypeWrapper<Partial<Scalars['JSON']['output']>>;
  Layout: ResolverTypeWrapper<Partial<Layout>>;
  LinkGroupItem: ResolverTypeWrapper<Partial<LinkGroupItem>>;
  ListCategory: ResolverTypeWrapper<Partial<ListCategory>>;
  ListFilter: ResolverTypeWrapper<Partial<ListFilter>>;
  ListFilterInput: ResolverTypeWrapper<Partial<ListFilterInput>>;
  ListFilterOption: ResolverTypeWrapper<Partial<ListFilterOption>>;
  Money: ResolverTypeWrapper<Partial<Money>>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Navigation: ResolverTypeWrapper<Partial<Navigation>>;
  NavigationItem: ResolverTypeWrapper<Partial<NavigationItem>>;
  NavigationItemLink: ResolverTypeWrapper<Partial<NavigationItemLink>>;
  NavigationListItem: ResolverTypeWrapper<Partial<NavigationListItem>>;
  PaymentIcon: ResolverTypeWrapper<Partial<PaymentIcon>>;
  PriceRange: ResolverTypeWrapper<Partial<PriceRange>>;
  ProductAttributeFilterInput: ResolverTypeWrapper<Partial<ProductAttributeFilterInput>>;
  ProductAttributeSortInput: ResolverTypeWrapper<Partial<ProductAttributeSortInput>>;
  ProductCount: ResolverTypeWrapper<Partial<ProductCount>>;
  ProductDiscount: ResolverTypeWrapper<Partial<ProductDiscount>>;
  ProductImage: ResolverTypeWrapper<Partial<ProductImage>>;
  ProductInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ProductInterface']>;
  ProductList: ResolverTypeWrapper<Partial<ProductList>>;
  ProductListItem: ResolverTypeWrapper<Partial<ProductListItem>>;
  ProductPrice: ResolverTypeWrapper<Partial<ProductPrice>>;
  ProductStockStatus: ResolverTypeWrapper<Partial<ProductStockStatus>>;
  Products: ResolverTypeWrapper<Partial<Omit<Products, 'items'> & { items: Array<ResolversTypes['ProductInterface']> }>>;
  PromoBanner: ResolverTypeWrapper<Partial<PromoBanner>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Region: ResolverTypeWrapper<Partial<Region>>;
  RelatedProduct: ResolverTypeWrapper<Partial<RelatedProduct>>;
  RouteMatch: ResolverTypeWrapper<Partial<RouteMatch>>;
  SearchResultPageInfo: ResolverTypeWrapper<Partial<SearchResultPageInfo>>;
  SellingPoint: ResolverTypeWrapper<Partial<SellingPoint>>;
  SimpleProduct: ResolverTypeWrapper<ProductRow>;
  SizeTable: ResolverTypeWrapper<Partial<SizeTable>>;
  SizeTableItem: ResolverTypeWrapper<Partial<SizeTableItem>>;
  SizeTableSpec: ResolverTypeWrapper<Partial<SizeTableSpec>>;
  Social: ResolverTypeWrapper<Partial<Social>>;
  SortEnum: ResolverTypeWrapper<Partial<SortEnum>>;
  StockItem: ResolverTypeWrapper<Partial<StockItem>>;
  StoreConfig: ResolverTypeWrapper<Partial<StoreConfig>>;
  StoreInformation: ResolverTypeWrapper<Partial<StoreInformation>>;
  String: ResolverTypeWrapper<Partial<Scalars['String']['output']>>;
  SwatchData: ResolverTypeWrapper<Partial<SwatchData>>;
  TierPrice: ResolverTypeWrapper<Partial<TierPrice>>;
  TrustedShopReviews: ResolverTypeWrapper<Partial<TrustedShopReviews>>;
  UrlRewriteEntityTypeEnum: ResolverTypeWrapper<Partial<UrlRewriteEntityTypeEnum>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AttributeListItem: Partial<AttributeListItem>;
  Boolean: Partial<Scalars['Boolean']['output']>;
  BrandPage: Partial<BrandPage>;
  Breadcrumb: Partial<Breadcrumb>;
  BundleItem: Partial<Omit<BundleItem, 'options'> & { options: Array<ResolversParentTypes['BundleItemOption']> }>;
  BundleItemOption: Partial<Omit<BundleItemOption, 'product'> & { product: ResolversParentTypes['ProductInterface'] }>;
  BundleProduct: ProductRow;
  CategoryInterface: ResolversInterfaceTypes<ResolversParentTypes>['CategoryInterface'];
  CategoryTree: CategoryRow;
  ComplexTextValue: Partial<ComplexTextValue>;
  ConfigurableAttributeOption: Partial<ConfigurableAttributeOption>;
  ConfigurableProduct: ProductRow;
  ConfigurableProductOptions: Partial<ConfigurableProductOptions>;
  ConfigurableProductOptionsValues: Partial<ConfigurableProductOptionsValues>;
  ConfigurableVariant: Partial<Omit<ConfigurableVariant, 'product'> & { product: ResolversParentTypes['SimpleProduct'] }>;
  ContentBlock: Partial<ContentBlock>;
  ContentLink: Partial<ContentLink>;
  ContentPage: Partial<ContentPage>;
  Country: Partial<Country>;
  FilterEqualTypeInput: Partial<FilterEqualTypeInput>;
  FilterMatchTypeInput: Partial<FilterMatchTypeInput>;
  FilterRangeTypeInput: Partial<FilterRangeTypeInput>;
  Float: Partial<Scalars['Float']['output']>;
  FooterContent: Partial<FooterContent>;
  FooterIcons: Partial<FooterIcons>;
  FooterMenu: Partial<FooterMenu>;
  GiftCardProduct: ProductRow;
  HeaderMenu: Partial<HeaderMenu>;
  ID: Partial<Scalars['ID']['output']>;
  Int: Partial<Scalars['Int']['output']>;
  JSON: Partial<Scalars['JSON']['output']>;
  Layout: Partial<Layout>;
  LinkGroupItem: Partial<LinkGroupItem>;
  ListCategory: Partial<ListCategory>;
  ListFilter: Partial<ListFilter>;
  ListFilterInput: Partial<ListFilterInput>;
  ListFilterOption: Partial<ListFilterOption>;
  Money: Partial<Money>;
  Mutation: Record<PropertyKey, never>;
  Navigation: Partial<Navigation>;
  NavigationItem: Partial<NavigationItem>;
  NavigationItemLink: Partial<NavigationItemLink>;
  NavigationListItem: Partial<NavigationListItem>;
  PaymentIcon: Partial<PaymentIcon>;
  PriceRange: Partial<PriceRange>;
  ProductAttributeFilterInput: Partial<ProductAttributeFilterInput>;
  ProductAttributeSortInput: Partial<ProductAttributeSortInput>;
  ProductCount: Partial<ProductCount>;
  ProductDiscount: Partial<ProductDiscount>;
  ProductImage: Partial<ProductImage>;
  ProductInterface: ResolversInterfaceTypes<ResolversParentTypes>['ProductInterface'];
  ProductList: Partial<ProductList>;
  ProductListItem: Partial<ProductListItem>;
  ProductPrice: Partial<ProductPrice>;
  Products: Partial<Omit<Products, 'items'> & { items: Array<ResolversParentTypes['ProductInterface']> }>;
  PromoBanner: Partial<PromoBanner>;
  Query: Record<PropertyKey, never>;
  Region: Partial<Region>;
  RelatedProduct: Partial<RelatedProduct>;
  RouteMatch: Partial<RouteMatch>;
  SearchResultPageInfo: Partial<SearchResultPageInfo>;
  SellingPoint: Partial<SellingPoint>;
  SimpleProduct: ProductRow;
  SizeTable: Partial<SizeTable>;
  SizeTableItem: Partial<SizeTableItem>;
  SizeTableSpec: Partial<SizeTableSpec>;
  Social: Partial<Social>;
  StockItem: Partial<StockItem>;
  StoreConfig: Partial<StoreConfig>;
  StoreInformation: Partial<StoreInformation>;
  String: Partial<Scalars['String']['output']>;
  SwatchData: Partial<SwatchData>;
  TierPrice: Partial<TierPrice>;
  TrustedShopReviews: Partial<TrustedShopReviews>;
};

export type AttributeListItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AttributeListItem'] = ResolversParentTypes['AttributeListItem']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BrandPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BrandPage'] = ResolversParentTypes['BrandPage']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  page?: Resolver<Maybe<ResolversTypes['ContentPage']>, ParentType, ContextType>;
  url_key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BreadcrumbResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Breadcrumb'] = ResolversParentTypes['Breadcrumb']> = {
  category_level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  category_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category_url_path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BundleItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BundleItem'] = ResolversParentTypes['BundleItem']> = {
  option_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['BundleItemOption']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type BundleItemOptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BundleItemOption'] = ResolversParentTypes['BundleItemOption']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['ProductInterface'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type BundleProductResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BundleProduct'] = ResolversParentTypes['BundleProduct']> = {
  available_soon?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brand_url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['CategoryInterface']>, ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  color_label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  crosssell_products?: Resolver<Array<ResolversTypes['ProductInterface']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['ComplexTextValue'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ean?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hover_image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['ProductImage'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['BundleItem']>, ParentType, ContextType>;
  media_gallery?: Resolver<Array<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  meta_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  only_x_left_in_stock?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  packshot_image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  price_range?: Resolver<ResolversTypes['PriceRange'], ParentType, ContextType>;
  price_tiers?: Resolver<Array<ResolversTypes['TierPrice']>, ParentType, ContextType>;
  promo_text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  related_product_list?: Resolver<Array<ResolversTypes['RelatedProduct']>, ParentType, ContextType>;
  sale_label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  short_description?: Resolver<ResolversTypes['ComplexTextValue'], ParentType, ContextType>;
  size_table?: Resolver<Maybe<ResolversTypes['SizeTable']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  small_image?: Resolver<ResolversTypes['ProductImage'], ParentType, ContextType>;
  stockItem?: Resolver<Maybe<ResolversTypes['StockItem']>, ParentType, ContextType>;
  stock_left?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stock_status?: Resolver<ResolversTypes['ProductStockStatus'], ParentType, ContextType>;
  sustainable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  thumbnail?: Resolver<ResolversTypes['ProductImage'], ParentType, ContextType>;
  type_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url_key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url_suffix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CategoryInterfaceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CategoryInterface'] = ResolversParentTypes['CategoryInterface']> = {
  __resolveType: TypeResolveFn<'CategoryTree', ParentType, ContextType>;
};

export type CategoryTreeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CategoryTree'] = ResolversParentTypes['CategoryTree']> = {
  breadcrumbs?: Resolver<Array<ResolversTypes['Breadcrumb']>, ParentType, ContextType>;
  children?: Resolver<Array<ResolversTypes['CategoryTree']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  include_in_menu?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  meta_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url_key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url_path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ComplexTextValueResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ComplexTextValue'] = ResolversParentTypes['ComplexTextValue']> = {
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConfigurableAttributeOptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConfigurableAttributeOption'] = ResolversParentTypes['ConfigurableAttributeOption']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  value_index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ConfigurableProductResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConfigurableProduct'] = ResolversParentTypes['ConfigurableProduct']> = {
  available_soon?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brand_url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['CategoryInterface']>, ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  color_label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  configurable_options?: Resolver<Array<ResolversTypes['ConfigurableProductOptions']>, ParentType, ContextType>;
  crosssell_products?: Resolver<Array<ResolversTypes['ProductInterface']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['ComplexTextValue'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ean?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hover_image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['ProductImage'], ParentType, ContextType>;
  media_gallery?: Resolver<Array<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  meta_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  only_x_left_in_stock?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  packshot_image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  price_range?: Resolver<ResolversTypes['PriceRange'], ParentType, ContextType>;
  price_tiers?: Resolver<Array<ResolversTypes['TierPrice']>, ParentType, ContextType>;
  promo_text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  related_product_list?: Resolver<Array<ResolversTypes['RelatedProduct']>, ParentType, ContextType>;
  sale_label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  short_description?: Resolver<ResolversTypes['ComplexTextValue'], ParentType, ContextType>;
  size_table?: Resolver<Maybe<ResolversTypes['SizeTable']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  small_image?: Resolver<ResolversTypes['ProductImage'], ParentType, ContextType>;
  stockItem?: Resolver<Maybe<ResolversTypes['StockItem']>, ParentType, ContextType>;
  stock_left?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stock_status?: Resolver<ResolversTypes['ProductStockStatus'], ParentType, ContextType>;
  sustainable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  thumbnail?: Resolver<ResolversTypes['ProductImage'], ParentType, ContextType>;
  type_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url_key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url_suffix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['ConfigurableVariant']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ConfigurableProductOptionsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConfigurableProductOptions'] = ResolversParentTypes['ConfigurableProductOptions']> = {
  attribute_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['ConfigurableProductOptionsValues']>, ParentType, ContextType>;
};

export type ConfigurableProductOptionsValuesResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConfigurableProductOptionsValues'] = ResolversParentTypes['ConfigurableProductOptionsValues']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  swatch_data?: Resolver<Maybe<ResolversTypes['SwatchData']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  value_index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ConfigurableVariantResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ConfigurableVariant'] = ResolversParentTypes['ConfigurableVariant']> = {
  attributes?: Resolver<Array<ResolversTypes['ConfigurableAttributeOption']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['SimpleProduct'], ParentType, ContextType>;
};

export type ContentBlockResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ContentBlock'] = ResolversParentTypes['ContentBlock']> = {
  fields?: Resolver<Array<ResolversTypes['JSON']>, ParentType, ContextType>;
  primary?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['ProductListItem']>, ParentType, ContextType>;
  slice_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContentLinkResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ContentLink'] = ResolversParentTypes['ContentLink']> = {
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ContentPageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ContentPage'] = ResolversParentTypes['ContentPage']> = {
  body?: Resolver<Array<ResolversTypes['ContentBlock']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lang?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logo_color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_robots?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  navigation_list?: Resolver<Array<ResolversTypes['NavigationListItem']>, ParentType, ContextType>;
  navigation_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  page_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parent_page?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  sort_order_in_hierarchy?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CountryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country']> = {
  available_regions?: Resolver<Array<ResolversTypes['Region']>, ParentType, ContextType>;
  full_name_english?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  full_name_locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  two_letter_abbreviation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FooterContentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FooterContent'] = ResolversParentTypes['FooterContent']> = {
  footerMenus?: Resolver<Array<ResolversTypes['FooterMenu']>, ParentType, ContextType>;
  promoBanner?: Resolver<Maybe<ResolversTypes['PromoBanner']>, ParentType, ContextType>;
  socials?: Resolver<Array<ResolversTypes['Social']>, ParentType, ContextType>;
};

export type FooterIconsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FooterIcons'] = ResolversParentTypes['FooterIcons']> = {
  link_group?: Resolver<Array<ResolversTypes['LinkGroupItem']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FooterMenuResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FooterMenu'] = ResolversParentTypes['FooterMenu']> = {
  link_group?: Resolver<Array<ResolversTypes['LinkGroupItem']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GiftCardProductResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GiftCardProduct'] = ResolversParentTypes['GiftCardProduct']> = {
  allow_open_amount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  available_soon?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brand_url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['CategoryInterface']>, ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  color_label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  crosssell_products?: Resolver<Array<ResolversTypes['ProductInterface']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['ComplexTextValue'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ean?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  giftcard_amounts?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
  giftcard_types?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  hover_image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['ProductImage'], ParentType, ContextType>;
  media_gallery?: Resolver<Array<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  meta_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  only_x_left_in_stock?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  open_amount_max?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  open_amount_min?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  packshot_image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  price_range?: Resolver<ResolversTypes['PriceRange'], ParentType, ContextType>;
  price_tiers?: Resolver<Array<ResolversTypes['TierPrice']>, ParentType, ContextType>;
  promo_text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  related_product_list?: Resolver<Array<ResolversTypes['RelatedProduct']>, ParentType, ContextType>;
  sale_label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  short_description?: Resolver<ResolversTypes['ComplexTextValue'], ParentType, ContextType>;
  size_table?: Resolver<Maybe<ResolversTypes['SizeTable']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  small_image?: Resolver<ResolversTypes['ProductImage'], ParentType, ContextType>;
  stockItem?: Resolver<Maybe<ResolversTypes['StockItem']>, ParentType, ContextType>;
  stock_left?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stock_status?: Resolver<ResolversTypes['ProductStockStatus'], ParentType, ContextType>;
  sustainable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  thumbnail?: Resolver<ResolversTypes['ProductImage'], ParentType, ContextType>;
  type_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url_key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url_suffix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type HeaderMenuResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HeaderMenu'] = ResolversParentTypes['HeaderMenu']> = {
  link_groups?: Resolver<Array<ResolversTypes['LinkGroupItem']>, ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LayoutResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Layout'] = ResolversParentTypes['Layout']> = {
  footerIcons?: Resolver<Maybe<ResolversTypes['FooterIcons']>, ParentType, ContextType>;
  footerMenus?: Resolver<Array<ResolversTypes['FooterMenu']>, ParentType, ContextType>;
  headerMenu?: Resolver<ResolversTypes['HeaderMenu'], ParentType, ContextType>;
  socials?: Resolver<Array<ResolversTypes['Social']>, ParentType, ContextType>;
  trustedShop?: Resolver<Maybe<ResolversTypes['TrustedShopReviews']>, ParentType, ContextType>;
  uspCheckout?: Resolver<Array<ResolversTypes['SellingPoint']>, ParentType, ContextType>;
  uspFooter?: Resolver<Array<ResolversTypes['SellingPoint']>, ParentType, ContextType>;
  uspHeader?: Resolver<Array<ResolversTypes['SellingPoint']>, ParentType, ContextType>;
};

export type LinkGroupItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LinkGroupItem'] = ResolversParentTypes['LinkGroupItem']> = {
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['ContentLink'], ParentType, ContextType>;
};

export type ListCategoryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ListCategory'] = ResolversParentTypes['ListCategory']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url_path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ListFilterResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ListFilter'] = ResolversParentTypes['ListFilter']> = {
  attribute?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasUrl?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isOpen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isVisible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  max?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  maxSelected?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  min?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  minSelected?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['ListFilterOption']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ListFilterOptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ListFilterOption'] = ResolversParentTypes['ListFilterOption']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  swatch?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  urlPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  currency?: Resolver<ResolversTypes['CurrencyEnum'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type NavigationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Navigation'] = ResolversParentTypes['Navigation']> = {
  items?: Resolver<Array<ResolversTypes['NavigationItem']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NavigationItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['NavigationItem'] = ResolversParentTypes['NavigationItem']> = {
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['NavigationItemLink']>, ParentType, ContextType>;
  link?: Resolver<ResolversTypes['ContentLink'], ParentType, ContextType>;
  show_menu?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  show_submenu?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NavigationItemLinkResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['NavigationItemLink'] = ResolversParentTypes['NavigationItemLink']> = {
  link?: Resolver<ResolversTypes['ContentLink'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NavigationListItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['NavigationListItem'] = ResolversParentTypes['NavigationListItem']> = {
  link?: Resolver<ResolversTypes['ContentLink'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentIconResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PaymentIcon'] = ResolversParentTypes['PaymentIcon']> = {
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PriceRangeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PriceRange'] = ResolversParentTypes['PriceRange']> = {
  maximum_price?: Resolver<ResolversTypes['ProductPrice'], ParentType, ContextType>;
  minimum_price?: Resolver<ResolversTypes['ProductPrice'], ParentType, ContextType>;
};

export type ProductCountResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductCount'] = ResolversParentTypes['ProductCount']> = {
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductDiscountResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductDiscount'] = ResolversParentTypes['ProductDiscount']> = {
  amount_off?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  percent_off?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ProductImageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductImage'] = ResolversParentTypes['ProductImage']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductInterfaceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductInterface'] = ResolversParentTypes['ProductInterface']> = {
  __resolveType: TypeResolveFn<'BundleProduct' | 'ConfigurableProduct' | 'GiftCardProduct' | 'SimpleProduct', ParentType, ContextType>;
};

export type ProductListResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductList'] = ResolversParentTypes['ProductList']> = {
  attributeList?: Resolver<Array<ResolversTypes['AttributeListItem']>, ParentType, ContextType>;
  expectedTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  filters?: Resolver<Array<ResolversTypes['ListFilter']>, ParentType, ContextType>;
  itemsPerPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['ProductListItem']>, ParentType, ContextType>;
  search?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortDirection?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductListItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductListItem'] = ResolversParentTypes['ProductListItem']> = {
  availability?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['ListCategory']>, ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ean?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expectedsustain?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hover_image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packshot_image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  promo_text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  regularPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  related_product_list?: Resolver<Array<ResolversTypes['RelatedProduct']>, ParentType, ContextType>;
  sale_label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  short_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sustainability_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sustainability_logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  urlKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductPriceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProductPrice'] = ResolversParentTypes['ProductPrice']> = {
  discount?: Resolver<ResolversTypes['ProductDiscount'], ParentType, ContextType>;
  final_price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  regular_price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type ProductsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Products'] = ResolversParentTypes['Products']> = {
  items?: Resolver<Array<ResolversTypes['ProductInterface']>, ParentType, ContextType>;
  page_info?: Resolver<ResolversTypes['SearchResultPageInfo'], ParentType, ContextType>;
  total_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PromoBannerResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PromoBanner'] = ResolversParentTypes['PromoBanner']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  promo_banner_color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  availableStores?: Resolver<Array<ResolversTypes['StoreConfig']>, ParentType, ContextType>;
  brandPage?: Resolver<Maybe<ResolversTypes['BrandPage']>, ParentType, ContextType, RequireFields<QueryBrandPageArgs, 'lang' | 'urlKey'>>;
  categories?: Resolver<Array<ResolversTypes['CategoryTree']>, ParentType, ContextType, Partial<QueryCategoriesArgs>>;
  category?: Resolver<Maybe<ResolversTypes['CategoryTree']>, ParentType, ContextType, RequireFields<QueryCategoryArgs, 'url_path'>>;
  contentPage?: Resolver<Maybe<ResolversTypes['ContentPage']>, ParentType, ContextType, RequireFields<QueryContentPageArgs, 'lang' | 'uid'>>;
  contentPageByUrl?: Resolver<Maybe<ResolversTypes['ContentPage']>, ParentType, ContextType, RequireFields<QueryContentPageByUrlArgs, 'lang' | 'urlKey'>>;
  countries?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['Country']>, ParentType, ContextType, RequireFields<QueryCountryArgs, 'id'>>;
  footerContent?: Resolver<ResolversTypes['FooterContent'], ParentType, ContextType, RequireFields<QueryFooterContentArgs, 'lang'>>;
  layout?: Resolver<ResolversTypes['Layout'], ParentType, ContextType, RequireFields<QueryLayoutArgs, 'lang'>>;
  navigation?: Resolver<Maybe<ResolversTypes['Navigation']>, ParentType, ContextType, RequireFields<QueryNavigationArgs, 'lang' | 'uid'>>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['ProductCount'], ParentType, ContextType, Partial<QueryProductCountArgs>>;
  productList?: Resolver<ResolversTypes['ProductList'], ParentType, ContextType, RequireFields<QueryProductListArgs, 'itemsPerPage' | 'page'>>;
  products?: Resolver<ResolversTypes['Products'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'currentPage' | 'pageSize'>>;
  productsBySkus?: Resolver<Array<ResolversTypes['ProductListItem']>, ParentType, ContextType, RequireFields<QueryProductsBySkusArgs, 'skus'>>;
  route?: Resolver<Maybe<ResolversTypes['RouteMatch']>, ParentType, ContextType, RequireFields<QueryRouteArgs, 'url'>>;
  storeConfig?: Resolver<ResolversTypes['StoreConfig'], ParentType, ContextType>;
};

export type RegionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Region'] = ResolversParentTypes['Region']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RelatedProductResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RelatedProduct'] = ResolversParentTypes['RelatedProduct']> = {
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  color_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  urlKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RouteMatchResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RouteMatch'] = ResolversParentTypes['RouteMatch']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  redirect_code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  relative_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['UrlRewriteEntityTypeEnum'], ParentType, ContextType>;
};

export type SearchResultPageInfoResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SearchResultPageInfo'] = ResolversParentTypes['SearchResultPageInfo']> = {
  current_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page_size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total_pages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SellingPointResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SellingPoint'] = ResolversParentTypes['SellingPoint']> = {
  className?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  sequence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SimpleProductResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SimpleProduct'] = ResolversParentTypes['SimpleProduct']> = {
  available_soon?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brand_url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['CategoryInterface']>, ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  color_label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  crosssell_products?: Resolver<Array<ResolversTypes['ProductInterface']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['ComplexTextValue'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ean?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hover_image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['ProductImage'], ParentType, ContextType>;
  media_gallery?: Resolver<Array<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  meta_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  only_x_left_in_stock?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  packshot_image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  price_range?: Resolver<ResolversTypes['PriceRange'], ParentType, ContextType>;
  price_tiers?: Resolver<Array<ResolversTypes['TierPrice']>, ParentType, ContextType>;
  promo_text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  related_product_list?: Resolver<Array<ResolversTypes['RelatedProduct']>, ParentType, ContextType>;
  sale_label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  short_description?: Resolver<ResolversTypes['ComplexTextValue'], ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  size_label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  size_table?: Resolver<Maybe<ResolversTypes['SizeTable']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku_size?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sku_size_label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  small_image?: Resolver<ResolversTypes['ProductImage'], ParentType, ContextType>;
  stockItem?: Resolver<Maybe<ResolversTypes['StockItem']>, ParentType, ContextType>;
  stock_left?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stock_status?: Resolver<ResolversTypes['ProductStockStatus'], ParentType, ContextType>;
  sustainable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  thumbnail?: Resolver<ResolversTypes['ProductImage'], ParentType, ContextType>;
  type_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url_key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url_suffix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SizeTableResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SizeTable'] = ResolversParentTypes['SizeTable']> = {
  specs?: Resolver<Array<ResolversTypes['SizeTableSpec']>, ParentType, ContextType>;
  table_headings?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SizeTableItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SizeTableItem'] = ResolversParentTypes['SizeTableItem']> = {
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SizeTableSpecResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SizeTableSpec'] = ResolversParentTypes['SizeTableSpec']> = {
  spec_items?: Resolver<Array<ResolversTypes['SizeTableItem']>, ParentType, ContextType>;
  spec_label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SocialResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Social'] = ResolversParentTypes['Social']> = {
  network?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StockItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StockItem'] = ResolversParentTypes['StockItem']> = {
  max_sale_qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  min_sale_qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  qty_increments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StoreConfigResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StoreConfig'] = ResolversParentTypes['StoreConfig']> = {
  base_currency_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  base_link_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  base_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  default_country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  default_display_currency_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  delivery_personalization?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  free_shipping_enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  free_shipping_limit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  is_default_store?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payment_icons?: Resolver<Array<ResolversTypes['PaymentIcon']>, ParentType, ContextType>;
  secure_base_link_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secure_base_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storeInformation?: Resolver<ResolversTypes['StoreInformation'], ParentType, ContextType>;
  store_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  store_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tax_label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  telephone_required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  website_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StoreInformationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StoreInformation'] = ResolversParentTypes['StoreInformation']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hours?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  merchant_vat_number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  region_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street_line1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street_line2?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SwatchDataResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SwatchData'] = ResolversParentTypes['SwatchData']> = {
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TierPriceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TierPrice'] = ResolversParentTypes['TierPrice']> = {
  discount?: Resolver<ResolversTypes['ProductDiscount'], ParentType, ContextType>;
  final_price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type TrustedShopReviewsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['TrustedShopReviews'] = ResolversParentTypes['TrustedShopReviews']> = {
  rating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  review_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  AttributeListItem?: AttributeListItemResolvers<ContextType>;
  BrandPage?: BrandPageResolvers<ContextType>;
  Breadcrumb?: BreadcrumbResolvers<ContextType>;
  BundleItem?: BundleItemResolvers<ContextType>;
  BundleItemOption?: BundleItemOptionResolvers<ContextType>;
  BundleProduct?: BundleProductResolvers<ContextType>;
  CategoryInterface?: CategoryInterfaceResolvers<ContextType>;
  CategoryTree?: CategoryTreeResolvers<ContextType>;
  ComplexTextValue?: ComplexTextValueResolvers<ContextType>;
  ConfigurableAttributeOption?: ConfigurableAttributeOptionResolvers<ContextType>;
  ConfigurableProduct?: ConfigurableProductResolvers<ContextType>;
  ConfigurableProductOptions?: ConfigurableProductOptionsResolvers<ContextType>;
  ConfigurableProductOptionsValues?: ConfigurableProductOptionsValuesResolvers<ContextType>;
  ConfigurableVariant?: ConfigurableVariantResolvers<ContextType>;
  ContentBlock?: ContentBlockResolvers<ContextType>;
  ContentLink?: ContentLinkResolvers<ContextType>;
  ContentPage?: ContentPageResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  FooterContent?: FooterContentResolvers<ContextType>;
  FooterIcons?: FooterIconsResolvers<ContextType>;
  FooterMenu?: FooterMenuResolvers<ContextType>;
  GiftCardProduct?: GiftCardProductResolvers<ContextType>;
  HeaderMenu?: HeaderMenuResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Layout?: LayoutResolvers<ContextType>;
  LinkGroupItem?: LinkGroupItemResolvers<ContextType>;
  ListCategory?: ListCategoryResolvers<ContextType>;
  ListFilter?: ListFilterResolvers<ContextType>;
  ListFilterOption?: ListFilterOptionResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Navigation?: NavigationResolvers<ContextType>;
  NavigationItem?: NavigationItemResolvers<ContextType>;
  NavigationItemLink?: NavigationItemLinkResolvers<ContextType>;
  NavigationListItem?: NavigationListItemResolvers<ContextType>;
  PaymentIcon?: PaymentIconResolvers<ContextType>;
  PriceRange?: PriceRangeResolvers<ContextType>;
  ProductCount?: ProductCountResolvers<ContextType>;
  ProductDiscount?: ProductDiscountResolvers<ContextType>;
  ProductImage?: ProductImageResolvers<ContextType>;
  ProductInterface?: ProductInterfaceResolvers<ContextType>;
  ProductList?: ProductListResolvers<ContextType>;
  ProductListItem?: ProductListItemResolvers<ContextType>;
  ProductPrice?: ProductPriceResolvers<ContextType>;
  Products?: ProductsResolvers<ContextType>;
  PromoBanner?: PromoBannerResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Region?: RegionResolvers<ContextType>;
  RelatedProduct?: RelatedProductResolvers<ContextType>;
  RouteMatch?: RouteMatchResolvers<ContextType>;
  SearchResultPageInfo?: SearchResultPageInfoResolvers<ContextType>;
  SellingPoint?: SellingPointResolvers<ContextType>;
  SimpleProduct?: SimpleProductResolvers<ContextType>;
  SizeTable?: SizeTableResolvers<ContextType>;
  SizeTableItem?: SizeTableItemResolvers<ContextType>;
  SizeTableSpec?: SizeTableSpecResolvers<ContextType>;
  Social?: SocialResolvers<ContextType>;
  StockItem?: StockItemResolvers<ContextType>;
  StoreConfig?: StoreConfigResolvers<ContextType>;
  StoreInformation?: StoreInformationResolvers<ContextType>;
  SwatchData?: SwatchDataResolvers<ContextType>;
  TierPrice?: TierPriceResolvers<ContextType>;
  TrustedShopReviews?: TrustedShopReviewsResolvers<ContextType>;
};

