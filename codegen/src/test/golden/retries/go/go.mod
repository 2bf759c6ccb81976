module example.com/shop-go

go 1.21
