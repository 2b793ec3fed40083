-- A city's name in its market's script.
ALTER TABLE "cities" ADD COLUMN "local_name" varchar(80);