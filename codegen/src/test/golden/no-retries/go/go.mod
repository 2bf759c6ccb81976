module example.com/plain_widgets-go

go 1.21
