extern "C" __global__ void multi_conditional_s000002_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
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
        const wp::float32 var_1 = 0.0;
        bool var_2;
        wp::float32* var_3;
        const wp::float32 var_4 = 0.5;
        bool var_5;
        wp::float32 var_6;
        wp::float32* var_7;
        const wp::float32 var_8 = -0.25;
        bool var_9;
        wp::float32 var_10;
        wp::float32* var_11;
        const wp::float32 var_12 = 0.75;
        wp::float32 var_13;
        wp::float32 var_14;
        bool var_15;
        bool var_16;
        wp::float32* var_17;
        const wp::float32 var_18 = 0.0;
        bool var_19;
        wp::float32 var_20;
        wp::float32* var_21;
        const wp::float32 var_22 = 0.0;
        bool var_23;
        wp::float32 var_24;
        wp::float32* var_25;
        const wp::float32 var_26 = 0.5;
        bool var_27;
        wp::float32 var_28;
        wp::float32* var_29;
        const wp::float32 var_30 = 3.0;
        wp::float32 var_31;
        wp::float32 var_32;
        wp::float32* var_33;
        const wp::float32 var_34 = 0.5;
        wp::float32 var_35;
        wp::float32 var_36;
        wp::float32 var_37;
        wp::float32 var_38;
        //---------
        // forward
        // def multi_conditional_s000002(                                                         <L 7>
        // i = wp.tid()                                                                           <L 13>
        var_0 = builtin_tid1d();
        // x0 = 0.0                                                                               <L 14>
        // if b[i] > 0.5 or b[i] > -0.25:                                                         <L 15>
        var_3 = wp::address(var_b, var_0);
        var_6 = wp::load(var_3);
        var_5 = (var_6 > var_4);
        var_2 = var_5;
        if (!var_2) {
            var_7 = wp::address(var_b, var_0);
            var_10 = wp::load(var_7);
            var_9 = (var_10 > var_8);
            var_2 = var_2 || var_9;
        }
        if (var_2) {
            // x0 = a[i] * 0.75                                                                   <L 16>
            var_11 = wp::address(var_a, var_0);
            var_14 = wp::load(var_11);
            var_13 = wp::mul(var_14, var_12);
        }
        if (!var_2) {
            // elif b[i] > 0.0 and b[i] < 0.0 or c[i] > 0.5:                                      <L 17>
            var_17 = wp::address(var_b, var_0);
            var_20 = wp::load(var_17);
            var_19 = (var_20 > var_18);
            var_16 = var_19;
            if (var_16) {
                var_21 = wp::address(var_b, var_0);
                var_24 = wp::load(var_21);
                var_23 = (var_24 < var_22);
                var_16 = var_16 && var_23;
            }
            var_15 = var_16;
            if (!var_15) {
                var_25 = wp::address(var_c, var_0);
                var_28 = wp::load(var_25);
                var_27 = (var_28 > var_26);
                var_15 = var_15 || var_27;
            }
            if (var_15) {
                // x0 = c[i] * 3.0                                                                <L 18>
                var_29 = wp::address(var_c, var_0);
                var_32 = wp::load(var_29);
                var_31 = wp::mul(var_32, var_30);
            }
            if (!var_15) {
                // x0 = b[i] * 0.5                                                                <L 20>
                var_33 = wp::address(var_b, var_0);
                var_36 = wp::load(var_33);
                var_35 = wp::mul(var_36, var_34);
            }
            var_37 = wp::where(var_15, var_31, var_35);
        }
        var_38 = wp::where(var_2, var_13, var_37);
        // out[i] = x0                                                                            <L 21>
        wp::array_store(var_out, var_0, var_38);
    }
}