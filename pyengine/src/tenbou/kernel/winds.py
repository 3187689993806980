"""The winds' ids, as requests and catalogs write them: in a module of its own, with no imports,
so that the catalogs (:mod:`tenbou.i18n`, which :mod:`tenbou.kernel.tiles` reaches through its
errors) and the tiles read the one list."""

#: The winds' ids, East to North: tiles 27 to 30 (1z to 4z), the request's ``seat_wind`` and
#: ``round_wind`` values and the catalogs' ``wind.<id>`` keys.
WIND_IDS = ("east", "south", "west", "north")
