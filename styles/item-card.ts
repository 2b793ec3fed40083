/** The item's picture, shared by item cards and item pages. */
import { classed } from '@/lib/classed';
import { FoodPicture } from '@/components/common/food-picture';
import styles from './item-card.module.css';

/** Full width at 8:5, cropped to fill, on ash while it loads; AVIF/WebP/JPEG renditions at the width shown. */
export const ItemPicture = classed(FoodPicture, styles.itemPicture);

/** The picture at the top of an item's page, with rounded corners. */
export const ItemPagePicture = classed(ItemPicture, styles.itemPagePicture);
