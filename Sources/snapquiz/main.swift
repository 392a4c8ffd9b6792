print("snapquiz")
