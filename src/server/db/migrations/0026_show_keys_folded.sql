-- a show's stored key follows the one rule for the same address, which folds the path's case too
UPDATE "booking_requests" SET "show_key" = lower("show_key") WHERE "show_key" <> lower("show_key");
