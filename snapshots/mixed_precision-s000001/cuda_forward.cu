extern "C" __global__ void mixed_precision_s000001_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
    wp::int32 var_k,
    wp::array_t<wp::float32> var_out,
    wp::array_t<wp::int64> var_out1)
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
        wp::int64 var_1;
        wp::int64 var_2;
        wp::int64 var_3;
        wp::float64 var_4;
        wp::int64 var_5;
        const wp::int32 var_6 = 0;
        wp::range_t var_7;
        wp::int32 var_8;
        wp::int64 var_9;
        wp::int64 var_10;
        wp::int32 var_11;
        wp::float32* var_12;
        wp::float64 var_13;
        wp::float32 var_14;
        wp::int64 var_15;
        wp::int64 var_16;
        wp::int64 var_17;
        wp::float64 var_18;
        wp::float64 var_19;
        wp::float64 var_20;
        wp::int64 var_21;
        wp::int64 var_22;
        wp::int32 var_23;
        wp::float32* var_24;
        const wp::float32 var_25 = 0.0;
        bool var_26;
        wp::float32 var_27;
        wp::int64 var_28;
        wp::int64 var_29;
        wp::float64 var_30;
        wp::float64 var_31;
        wp::float32 var_32;
        //---------
        // forward
        // def mixed_precision_s000001(                                                           <L 7>
        // i = wp.tid()                                                                           <L 13>
        var_0 = builtin_tid1d();
        // x0 = wp.int64(i) * wp.int64(8)                                                         <L 14>
        var_1 = wp::int64(var_0);
        var_2 = 8ll;
        var_3 = wp::mul(var_1, var_2);
        // x1 = wp.float64(0.0)                                                                   <L 15>
        var_4 = 0.0;
        // x2 = wp.int64(0)                                                                       <L 16>
        var_5 = 0ll;
        // for j in range(0, k):                                                                  <L 17>
        var_7 = wp::range(var_6, var_k);
        start_for_0:;
            if (iter_cmp(var_7) == 0) goto end_for_0;
            var_8 = wp::iter_next(var_7);
            // x1 += wp.float64(a[wp.int32(x0 + wp.int64(j))]) * wp.float64(wp.int64(j) + wp.int64(1))       <L 18>
            var_9 = wp::int64(var_8);
            var_10 = wp::add(var_3, var_9);
            var_11 = wp::int32(var_10);
            var_12 = wp::address(var_a, var_11);
            var_14 = wp::load(var_12);
            var_13 = wp::float64(var_14);
            var_15 = wp::int64(var_8);
            var_16 = 1ll;
            var_17 = wp::add(var_15, var_16);
            var_18 = wp::float64(var_17);
            var_19 = wp::mul(var_13, var_18);
            var_20 = wp::add(var_4, var_19);
            // x2 += wp.int64(a[wp.int32(x0 + wp.int64(j))] > 0.0)                                <L 19>
            var_21 = wp::int64(var_8);
            var_22 = wp::add(var_3, var_21);
            var_23 = wp::int32(var_22);
            var_24 = wp::address(var_a, var_23);
            var_27 = wp::load(var_24);
            var_26 = (var_27 > var_25);
            var_28 = wp::int64(var_26);
            var_29 = wp::add(var_5, var_28);
            wp::assign(var_4, var_20);
            wp::assign(var_5, var_29);
            goto start_for_0;
        end_for_0:;
        // out[i] = wp.float32(x1 * wp.float64(0.5))                                              <L 20>
        var_30 = 0.5;
        var_31 = wp::mul(var_4, var_30);
        var_32 = wp::float32(var_31);
        wp::array_store(var_out, var_0, var_32);
        // out1[i] = x2                                                                           <L 21>
        wp::array_store(var_out1, var_0, var_5);
    }
}