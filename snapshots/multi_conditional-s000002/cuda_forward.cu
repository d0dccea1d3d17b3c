extern "C" __global__ void multi_conditional_s000002_cuda_kernel_forward(
    wp::launch_bounds_t<2> dim,
    wp::array_t<wp::float32> var_a,
    wp::array_t<wp::float32> var_b,
    wp::array_t<wp::float32> var_c,
    wp::array_t<wp::float32> var_out)
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
        wp::int32 var_1;
        const wp::float32 var_2 = 0.0;
        bool var_3;
        wp::float32* var_4;
        const wp::float32 var_5 = 0.5;
        bool var_6;
        wp::float32 var_7;
        wp::float32* var_8;
        const wp::float32 var_9 = -0.25;
        bool var_10;
        wp::float32 var_11;
        wp::float32* var_12;
        const wp::float32 var_13 = 0.75;
        wp::float32 var_14;
        wp::float32 var_15;
        bool var_16;
        bool var_17;
        wp::float32* var_18;
        const wp::float32 var_19 = 0.0;
        bool var_20;
        wp::float32 var_21;
        wp::float32* var_22;
        const wp::float32 var_23 = 0.0;
        bool var_24;
        wp::float32 var_25;
        wp::float32* var_26;
        const wp::float32 var_27 = 0.5;
        bool var_28;
        wp::float32 var_29;
        wp::float32* var_30;
        const wp::float32 var_31 = 3.0;
        wp::float32 var_32;
        wp::float32 var_33;
        wp::float32* var_34;
        const wp::float32 var_35 = 0.5;
        wp::float32 var_36;
        wp::float32 var_37;
        wp::float32 var_38;
        wp::float32 var_39;
        //---------
        // forward
        // def multi_conditional_s000002(                                                         <L 7>
        // i, j = wp.tid()                                                                        <L 13>
        builtin_tid2d(var_0, var_1);
        // x0 = 0.0                                                                               <L 14>
        // if a[i, j] > 0.5 or b[i, j] < -0.25:                                                   <L 15>
        var_4 = wp::address(var_a, var_0, var_1);
        var_7 = wp::load(var_4);
        var_6 = (var_7 > var_5);
        var_3 = var_6;
        if (!var_3) {
            var_8 = wp::address(var_b, var_0, var_1);
            var_11 = wp::load(var_8);
            var_10 = (var_11 < var_9);
            var_3 = var_3 || var_10;
        }
        if (var_3) {
            // x0 = a[i, j] * 0.75                                                                <L 16>
            var_12 = wp::address(var_a, var_0, var_1);
            var_15 = wp::load(var_12);
            var_14 = wp::mul(var_15, var_13);
        }
        if (!var_3) {
            // elif a[i, j] < 0.0 and c[i, j] < 0.0 or b[i, j] < 0.5:                             <L 17>
            var_18 = wp::address(var_a, var_0, var_1);
            var_21 = wp::load(var_18);
            var_20 = (var_21 < var_19);
            var_17 = var_20;
            if (var_17) {
                var_22 = wp::address(var_c, var_0, var_1);
                var_25 = wp::load(var_22);
                var_24 = (var_25 < var_23);
                var_17 = var_17 && var_24;
            }
            var_16 = var_17;
            if (!var_16) {
                var_26 = wp::address(var_b, var_0, var_1);
                var_29 = wp::load(var_26);
                var_28 = (var_29 < var_27);
                var_16 = var_16 || var_28;
            }
            if (var_16) {
                // x0 = c[i, j] * 3.0                                                             <L 18>
                var_30 = wp::address(var_c, var_0, var_1);
                var_33 = wp::load(var_30);
                var_32 = wp::mul(var_33, var_31);
            }
            if (!var_16) {
                // x0 = b[i, j] * 0.5                                                             <L 20>
                var_34 = wp::address(var_b, var_0, var_1);
                var_37 = wp::load(var_34);
                var_36 = wp::mul(var_37, var_35);
            }
            var_38 = wp::where(var_16, var_32, var_36);
        }
        var_39 = wp::where(var_3, var_14, var_38);
        // out[i, j] = x0                                                                         <L 21>
        wp::array_store(var_out, var_0, var_1, var_39);
    }
}