print("linespace")
