module example.com/no_servers-go

go 1.21
