extern "C" __global__ void int64_s000000_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::uint8> var_a,
    wp::array_t<wp::int8> var_b,
    wp::array_t<wp::int32> var_c,
    wp::array_t<wp::int64> var_out,
    wp::array_t<wp::int8> var_out1,
    wp::array_t<wp::uint8> adj_a,
    wp::array_t<wp::int8> adj_b,
    wp::array_t<wp::int32> adj_c,
    wp::array_t<wp::int64> adj_out,
    wp::array_t<wp::int8> adj_out1)
{
    wp::tile_shared_storage_t tile_mem;

    for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
         _idx < dim.size;
         _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x))
    {
            // reset shared memory allocator
        wp::tile_shared_storage_t::init();

        //---------
        // primal vars
        wp::int32 var_0;
        wp::uint8* var_1;
        wp::int64 var_2;
        wp::uint8 var_3;
        wp::int64 var_4;
        wp::int64 var_5;
        wp::int8* var_6;
        wp::int64 var_7;
        wp::int8 var_8;
        wp::int64 var_9;
        wp::int64 var_10;
        wp::int64 var_11;
        wp::int32* var_12;
        wp::int64 var_13;
        wp::int32 var_14;
        wp::int64 var_15;
        wp::int8* var_16;
        wp::int64 var_17;
        wp::int8 var_18;
        wp::int64 var_19;
        wp::int64 var_20;
        wp::uint8* var_21;
        wp::int64 var_22;
        wp::uint8 var_23;
        wp::int64 var_24;
        wp::int64 var_25;
        wp::int64 var_26;
        wp::int8 var_27;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::uint8 adj_1 = {};
        wp::int64 adj_2 = {};
        wp::uint8 adj_3 = {};
        wp::int64 adj_4 = {};
        wp::int64 adj_5 = {};
        wp::int8 adj_6 = {};
        wp::int64 adj_7 = {};
        wp::int8 adj_8 = {};
        wp::int64 adj_9 = {};
        wp::int64 adj_10 = {};
        wp::int64 adj_11 = {};
        wp::int32 adj_12 = {};
        wp::int64 adj_13 = {};
        wp::int32 adj_14 = {};
        wp::int64 adj_15 = {};
        wp::int8 adj_16 = {};
        wp::int64 adj_17 = {};
        wp::int8 adj_18 = {};
        wp::int64 adj_19 = {};
        wp::int64 adj_20 = {};
        wp::uint8 adj_21 = {};
        wp::int64 adj_22 = {};
        wp::uint8 adj_23 = {};
        wp::int64 adj_24 = {};
        wp::int64 adj_25 = {};
        wp::int64 adj_26 = {};
        wp::int8 adj_27 = {};
        //---------
        // forward
        // def int64_s000000(                                                                     <L 7>
        // i = wp.tid()                                                                           <L 14>
        var_0 = builtin_tid1d();
        // x0 = wp.int64(a[i]) * wp.int64(1099511627776) + wp.int64(b[i]) * wp.int64(16777216) + wp.int64(c[i])       <L 15>
        var_1 = wp::address(var_a, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::int64(var_3);
        var_4 = 1099511627776ll;
        var_5 = wp::mul(var_2, var_4);
        var_6 = wp::address(var_b, var_0);
        var_8 = wp::load(var_6);
        var_7 = wp::int64(var_8);
        var_9 = 16777216ll;
        var_10 = wp::mul(var_7, var_9);
        var_11 = wp::add(var_5, var_10);
        var_12 = wp::address(var_c, var_0);
        var_14 = wp::load(var_12);
        var_13 = wp::int64(var_14);
        var_15 = wp::add(var_11, var_13);
        // out[i] = x0                                                                            <L 16>
        // wp::array_store(var_out, var_0, var_15);
        // out1[i] = wp.int8(wp.int64(b[i]) // wp.int64(2) - wp.int64(a[i]) // wp.int64(4))       <L 17>
        var_16 = wp::address(var_b, var_0);
        var_18 = wp::load(var_16);
        var_17 = wp::int64(var_18);
        var_19 = 2ll;
        var_20 = wp::floordiv(var_17, var_19);
        var_21 = wp::address(var_a, var_0);
        var_23 = wp::load(var_21);
        var_22 = wp::int64(var_23);
        var_24 = 4ll;
        var_25 = wp::floordiv(var_22, var_24);
        var_26 = wp::sub(var_20, var_25);
        var_27 = wp::int8(var_26);
        // wp::array_store(var_out1, var_0, var_27);
        //---------
        // reverse
        wp::adj_array_store(var_out1, var_0, var_27, adj_out1, adj_0, adj_27);
        wp::adj_sub(var_20, var_25, adj_20, adj_25, adj_26);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_21);
        wp::adj_address(var_b, var_0, adj_b, adj_0, adj_16);
        // adj: out1[i] = wp.int8(wp.int64(b[i]) // wp.int64(2) - wp.int64(a[i]) // wp.int64(4))  <L 17>
        wp::adj_array_store(var_out, var_0, var_15, adj_out, adj_0, adj_15);
        // adj: out[i] = x0                                                                       <L 16>
        wp::adj_add(var_11, var_13, adj_11, adj_13, adj_15);
        wp::adj_address(var_c, var_0, adj_c, adj_0, adj_12);
        wp::adj_add(var_5, var_10, adj_5, adj_10, adj_11);
        wp::adj_mul(var_7, var_9, adj_7, adj_9, adj_10);
        wp::adj_address(var_b, var_0, adj_b, adj_0, adj_6);
        wp::adj_mul(var_2, var_4, adj_2, adj_4, adj_5);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_1);
        // adj: x0 = wp.int64(a[i]) * wp.int64(1099511627776) + wp.int64(b[i]) * wp.int64(16777216) + wp.int64(c[i])  <L 15>
        // adj: i = wp.tid()                                                                      <L 14>
        // adj: def int64_s000000(                                                                <L 7>
        continue;
    }
}