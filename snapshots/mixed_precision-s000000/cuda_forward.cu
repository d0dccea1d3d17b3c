extern "C" __global__ void mixed_precision_s000000_cuda_kernel_forward(
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
        wp::float64 var_15;
        wp::float64 var_16;
        wp::float64 var_17;
        wp::float64 var_18;
        wp::int64 var_19;
        wp::int64 var_20;
        wp::int32 var_21;
        wp::float32* var_22;
        const wp::float32 var_23 = 0.0;
        bool var_24;
        wp::float32 var_25;
        wp::int64 var_26;
        wp::int64 var_27;
        wp::float64 var_28;
        wp::float64 var_29;
        wp::float32 var_30;
        //---------
        // forward
        // def mixed_precision_s000000(                                                           <L 12>
        // i = wp.tid()                                                                           <L 18>
        var_0 = builtin_tid1d();
        // x0 = wp.int64(i) * wp.int64(4)                                                         <L 19>
        var_1 = wp::int64(var_0);
        var_2 = 4ll;
        var_3 = wp::mul(var_1, var_2);
        // x1, x2 = mixed_precision_s000000_pair()                                                <L 20>
        mixed_precision_s000000_pair_0(var_4, var_5);
        // for j in range(0, k):                                                                  <L 21>
        var_7 = wp::range(var_6, var_k);
        start_for_0:;
            if (iter_cmp(var_7) == 0) goto end_for_0;
            var_8 = wp::iter_next(var_7);
            // x1 += wp.tanh(wp.float64(a[wp.int32(x0 + wp.int64(j))]) * wp.float64(2.0))         <L 22>
            var_9 = wp::int64(var_8);
            var_10 = wp::add(var_3, var_9);
            var_11 = wp::int32(var_10);
            var_12 = wp::address(var_a, var_11);
            var_14 = wp::load(var_12);
            var_13 = wp::float64(var_14);
            var_15 = 2.0;
            var_16 = wp::mul(var_13, var_15);
            var_17 = wp::tanh(var_16);
            var_18 = wp::add(var_4, var_17);
            // x2 += wp.int64(a[wp.int32(x0 + wp.int64(j))] > 0.0)                                <L 23>
            var_19 = wp::int64(var_8);
            var_20 = wp::add(var_3, var_19);
            var_21 = wp::int32(var_20);
            var_22 = wp::address(var_a, var_21);
            var_25 = wp::load(var_22);
            var_24 = (var_25 > var_23);
            var_26 = wp::int64(var_24);
            var_27 = wp::add(var_5, var_26);
            wp::assign(var_4, var_18);
            wp::assign(var_5, var_27);
            goto start_for_0;
        end_for_0:;
        // out[i] = wp.float32(x1 * wp.float64(0.5))                                              <L 24>
        var_28 = 0.5;
        var_29 = wp::mul(var_4, var_28);
        var_30 = wp::float32(var_29);
        wp::array_store(var_out, var_0, var_30);
        // out1[i] = x2                                                                           <L 25>
        wp::array_store(var_out1, var_0, var_5);
    }
}