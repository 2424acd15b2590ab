-- Magento's payment method codes where the method means the same (decision 062): bank transfer is
-- Magento's offline `checkmo`, and the method of an order the applied gift cards pay in full (a grand
-- total of zero) is Magento's `free`. Titles and badges stay. The stored methods, the methods chosen
-- on carts, the methods of placed orders and their payment rows are renamed, so a cart or an order
-- from before reads the same as one made after. Runs on PostgreSQL 15+ and on PGlite.
UPDATE "payment_methods" SET "code" = 'checkmo' WHERE "code" = 'banktransfer';
--> statement-breakpoint
UPDATE "payment_methods" SET "code" = 'free' WHERE "code" = 'giftcard';
--> statement-breakpoint
UPDATE "carts" SET "payment_method" = jsonb_set("payment_method", '{code}', to_jsonb(CASE "payment_method"->>'code' WHEN 'banktransfer' THEN 'checkmo' ELSE 'free' END))
	WHERE "payment_method"->>'code' IN ('banktransfer', 'giftcard');
--> statement-breakpoint
UPDATE "orders" SET "payment_method" = jsonb_set("payment_method", '{code}', to_jsonb(CASE "payment_method"->>'code' WHEN 'banktransfer' THEN 'checkmo' ELSE 'free' END))
	WHERE "payment_method"->>'code' IN ('banktransfer', 'giftcard');
--> statement-breakpoint
UPDATE "payments" SET "method" = CASE "method" WHEN 'banktransfer' THEN 'checkmo' WHEN 'giftcard' THEN 'free' ELSE "method" END,
	"provider" = CASE "provider" WHEN 'giftcard' THEN 'free' ELSE "provider" END
	WHERE "method" IN ('banktransfer', 'giftcard') OR "provider" = 'giftcard';
