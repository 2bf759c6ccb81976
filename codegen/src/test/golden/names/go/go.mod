module example.com/names-go

go 1.21
