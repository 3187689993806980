"""The score road: request -> situation -> readings -> yaku and fu -> payment -> response."""
