extern "C" __global__ void quantize_s000002_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
    wp::array_t<wp::float32> var_b,
    wp::array_t<wp::int32> var_out,
    wp::array_t<wp::float32> var_out1,
    wp::array_t<wp::int16> var_out2,
    wp::array_t<wp::uint16> var_out3)
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
        wp::float32* var_1;
        wp::float32 var_2;
        wp::float32 var_3;
        wp::float32* var_4;
        const wp::float32 var_5 = 60.0;
        wp::float32 var_6;
        wp::float32 var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        const wp::int32 var_10 = 0;
        bool var_11;
        const wp::int32 var_12 = 1;
        bool var_13;
        const wp::int32 var_14 = 2;
        wp::int32 var_15;
        wp::int32 var_16;
        bool var_17;
        wp::float32* var_18;
        wp::float32 var_19;
        wp::float32 var_20;
        wp::float32* var_21;
        const wp::float32 var_22 = 16384.0;
        wp::float32 var_23;
        wp::float32 var_24;
        wp::float32 var_25;
        const wp::float32 var_26 = -32768.0;
        const wp::float32 var_27 = 32767.0;
        wp::float32 var_28;
        wp::int16 var_29;
        wp::float32* var_30;
        const wp::float32 var_31 = 32768.0;
        wp::float32 var_32;
        wp::float32 var_33;
        wp::float32 var_34;
        const wp::float32 var_35 = 0.0;
        const wp::float32 var_36 = 65535.0;
        wp::float32 var_37;
        wp::uint16 var_38;
        //---------
        // forward
        // def quantize_s000002(                                                                  <L 7>
        // i = wp.tid()                                                                           <L 15>
        var_0 = builtin_tid1d();
        // x0, x1 = wp.log(a[i]) + wp.exp(b[i] * 60.0), 0                                         <L 16>
        var_1 = wp::address(var_a, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::log(var_3);
        var_4 = wp::address(var_b, var_0);
        var_7 = wp::load(var_4);
        var_6 = wp::mul(var_7, var_5);
        var_8 = wp::exp(var_6);
        var_9 = wp::add(var_2, var_8);
        // if wp.isnan(x0):                                                                       <L 17>
        var_11 = wp::isnan(var_9);
        if (var_11) {
            // x1 = 1                                                                             <L 18>
        }
        if (!var_11) {
            // elif wp.isinf(x0):                                                                 <L 19>
            var_13 = wp::isinf(var_9);
            if (var_13) {
                // x1 = 2                                                                         <L 20>
            }
            var_15 = wp::where(var_13, var_14, var_10);
        }
        var_16 = wp::where(var_11, var_12, var_15);
        // out[i] = x1                                                                            <L 21>
        wp::array_store(var_out, var_0, var_16);
        // out1[i] = wp.where(wp.isfinite(x0), x0, a[i])                                          <L 22>
        var_17 = wp::isfinite(var_9);
        var_18 = wp::address(var_a, var_0);
        var_20 = wp::load(var_18);
        var_19 = wp::where(var_17, var_9, var_20);
        wp::array_store(var_out1, var_0, var_19);
        // out2[i] = wp.int16(wp.clamp(wp.rint(a[i] * 16384.0), -32768.0, 32767.0))               <L 23>
        var_21 = wp::address(var_a, var_0);
        var_24 = wp::load(var_21);
        var_23 = wp::mul(var_24, var_22);
        var_25 = wp::rint(var_23);
        var_28 = wp::clamp(var_25, var_26, var_27);
        var_29 = wp::int16(var_28);
        wp::array_store(var_out2, var_0, var_29);
        // out3[i] = wp.uint16(wp.clamp(wp.ceil(b[i] * 32768.0), 0.0, 65535.0))                   <L 24>
        var_30 = wp::address(var_b, var_0);
        var_33 = wp::load(var_30);
        var_32 = wp::mul(var_33, var_31);
        var_34 = wp::ceil(var_32);
        var_37 = wp::clamp(var_34, var_35, var_36);
        var_38 = wp::uint16(var_37);
        wp::array_store(var_out3, var_0, var_38);
    }
}